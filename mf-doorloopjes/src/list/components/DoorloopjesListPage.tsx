import { useSessionStore } from '@doorloopjes/runtime';
import { messages, useNarrowScreen, usePageTitle } from '@doorloopjes/shared';
import { useId, useState } from 'react';
import { useUserProgress } from '../../progress/hooks/useUserProgress';
import { DisclosureButton } from './DisclosureButton';
import { ListFilters } from './ListFilters';
import { ThemeSection } from './ThemeSection';
import { ThemeSidebar } from './ThemeSidebar';
import { useListFilters } from '../hooks/useListFilters';
import { themeAnchorId, useThemeList } from '../hooks/useThemeList';
import '../list.css';

/** /doorloopjes: guides grouped by theme, with book, progress and title filters. */
export function DoorloopjesListPage() {
  const all = useSessionStore((state) => state.doorloopjes);
  const loading = useSessionStore((state) => state.loading);
  const progress = useUserProgress();
  const { filters, onBookChange, onProgressToggle, onSearchChange } = useListFilters();
  const { books, totals, visible, groups, sidebar, isStale } = useThemeList(all, progress, filters);
  const isMobile = useNarrowScreen();
  const [showIntro, setShowIntro] = useState(false);
  const [showThemes, setShowThemes] = useState(false);
  const introId = useId();
  const themesId = useId();
  usePageTitle(loading ? undefined : messages.layout.navDoorloopjes);

  if (loading) return <p role="status">{messages.doorloopjes.listLoading}</p>;

  return (
    <div className="dj-list-page">
      <header className="dj-list-header">
        <h1 tabIndex={-1}>{messages.layout.navDoorloopjes}</h1>
        {isMobile && (
          <DisclosureButton controls={introId} open={showIntro} onToggle={setShowIntro} label={messages.doorloopjes.toggleExplanation} />
        )}
        {(!isMobile || showIntro) && (
          <p id={introId} className="dj-list-intro">
            {messages.doorloopjes.listIntro}
          </p>
        )}
      </header>
      <ListFilters filters={filters} books={books} onBookChange={onBookChange} onProgressToggle={onProgressToggle} onSearchChange={onSearchChange} />
      <p className="dl-visually-hidden" role="status">
        {messages.doorloopjes.resultCount(visible.length, all.length)}
      </p>
      {isMobile && <DisclosureButton controls={themesId} open={showThemes} onToggle={setShowThemes} label={messages.doorloopjes.toggleThemes} />}
      <div className="dj-list-layout">
        {(!isMobile || showThemes) && <ThemeSidebar id={themesId} entries={sidebar} />}
        <div className="dj-theme-list" aria-busy={isStale}>
          {groups.length === 0 ? (
            <p className="dl-empty">{messages.doorloopjes.noneMatchFilters}</p>
          ) : (
            groups.map((group) => (
              <ThemeSection
                key={group.key}
                anchorId={themeAnchorId(group.key)}
                theme={group.theme}
                items={group.items}
                done={totals.get(group.key)?.done ?? 0}
                total={totals.get(group.key)?.total ?? 0}
                progress={progress}
              />
            ))
          )}
        </div>
      </div>
    </div>
  );
}
