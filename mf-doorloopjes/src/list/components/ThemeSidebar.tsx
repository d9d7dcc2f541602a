import { messages } from '@doorloopjes/shared';
import { memo } from 'react';
import { useScrollSpy } from '../hooks/useScrollSpy';
import type { SidebarEntry } from '../sidebarEntry';

/** In-page navigation over the themes; the theme in view is highlighted (scroll-spy). */
export const ThemeSidebar = memo(function ThemeSidebar({ id, entries }: { id: string; entries: SidebarEntry[] }) {
  const active = useScrollSpy(entries.map((entry) => entry.anchorId));
  return (
    <nav id={id} className="dj-sidebar" aria-label={messages.doorloopjes.themesNav}>
      <h2 className="dj-sidebar-title">{messages.doorloopjes.themesNav}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.anchorId}>
            <a
              href={`#${entry.anchorId}`}
              className={entry.anchorId === active ? 'dj-sidebar-active' : undefined}
              aria-current={entry.anchorId === active ? 'location' : undefined}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
