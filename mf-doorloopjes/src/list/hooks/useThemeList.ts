import { messages, type Doorloopje } from '@doorloopjes/shared';
import { useDeferredValue, useMemo } from 'react';
import type { UserProgress } from '../../progress/userProgress';
import { availableBooks, filterDoorloopjes, type ListFilters } from '../filterDoorloopjes';
import { groupByTheme, type ThemeGroup } from '../groupByTheme';
import type { SidebarEntry } from '../sidebarEntry';

export const themeAnchorId = (key: string) => `dj-theme-${key}`;

export interface ThemeTotals {
  done: number;
  total: number;
}

/**
 * Everything the list page derives from the guides, the user's progress and the filters. The
 * search is deferred: the input updates at once, the 250-card filter follows when React has time.
 */
export function useThemeList(all: Doorloopje[], progress: UserProgress, filters: ListFilters) {
  const search = useDeferredValue(filters.search);
  const { book, progress: progressFilter } = filters;

  const books = useMemo(() => availableBooks(all), [all]);
  const totals = useMemo(() => {
    const byTheme = new Map<string, ThemeTotals>();
    for (const group of groupByTheme(all)) {
      const done = group.items.filter((item) => progress.completed.has(item.id)).length;
      byTheme.set(group.key, { done, total: group.items.length });
    }
    return byTheme;
  }, [all, progress]);
  const visible = useMemo(
    () => filterDoorloopjes(all, { book, progress: progressFilter, search }, progress),
    [all, book, progressFilter, search, progress],
  );
  const groups: ThemeGroup[] = useMemo(() => groupByTheme(visible), [visible]);
  const sidebar: SidebarEntry[] = useMemo(
    () => groups.map((group) => ({ anchorId: themeAnchorId(group.key), title: group.theme?.title ?? messages.doorloopjes.defaultTheme })),
    [groups],
  );
  return { books, totals, visible, groups, sidebar, isStale: search !== filters.search };
}
