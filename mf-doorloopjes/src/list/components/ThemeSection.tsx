import { messages, type Doorloopje, type Theme } from '@doorloopjes/shared';
import { memo } from 'react';
import { statusOf, type UserProgress } from '../../progress/userProgress';
import { DoorloopjeCard } from './DoorloopjeCard';
import { ThemeProgressBar } from './ThemeProgressBar';

export interface ThemeSectionProps {
  anchorId: string;
  theme: Theme | null;
  items: Doorloopje[];
  /** Progress over the whole theme, not only the guides the filters show. */
  done: number;
  total: number;
  progress: UserProgress;
}

/** A theme heading, its description and progress, and its cards. */
export const ThemeSection = memo(function ThemeSection({ anchorId, theme, items, done, total, progress }: ThemeSectionProps) {
  const title = theme?.title ?? messages.doorloopjes.defaultTheme;
  return (
    <section className="dj-theme" id={anchorId} aria-labelledby={`${anchorId}-title`}>
      <h2 className="dj-theme-title" id={`${anchorId}-title`}>
        {title}
      </h2>
      <p className="dj-theme-description">{theme?.description || messages.doorloopjes.noThemeDescription}</p>
      <ThemeProgressBar themeTitle={title} done={done} total={total} />
      <ul className="dj-card-grid">
        {items.map((item) => (
          <DoorloopjeCard key={item.id} item={item} status={statusOf(progress, item.id)} saved={progress.favorites.has(item.id)} />
        ))}
      </ul>
    </section>
  );
});
