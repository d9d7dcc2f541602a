import type { Doorloopje } from '@doorloopjes/shared';
import { statusOf, type UserProgress } from '../progress/userProgress';

/** The three toggles Opgeslagen, Bezig and Afgerond; at most one is active. */
export type ProgressFilter = 'saved' | 'in_progress' | 'completed';

export interface ListFilters {
  book: number | null;
  progress: ProgressFilter | null;
  search: string;
}

export const NO_FILTERS: ListFilters = { book: null, progress: null, search: '' };

/** Clicking the active toggle clears it; clicking another one switches to it. */
export function toggleProgressFilter(current: ProgressFilter | null, clicked: ProgressFilter): ProgressFilter | null {
  return current === clicked ? null : clicked;
}

function matchesProgress(item: Doorloopje, filter: ProgressFilter | null, progress: UserProgress): boolean {
  if (filter === null) return true;
  if (filter === 'saved') return progress.favorites.has(item.id);
  return statusOf(progress, item.id) === filter;
}

/** Keeps list order; the title search is case-insensitive and ignores surrounding spaces. */
export function filterDoorloopjes(items: readonly Doorloopje[], filters: ListFilters, progress: UserProgress): Doorloopje[] {
  const query = filters.search.trim().toLocaleLowerCase('nl');
  return items.filter(
    (item) =>
      (filters.book === null || item.book === filters.book) &&
      matchesProgress(item, filters.progress, progress) &&
      (query === '' || item.title.toLocaleLowerCase('nl').includes(query)),
  );
}

/** The distinct book numbers, ascending, for 'Filter op boek'. */
export function availableBooks(items: readonly Doorloopje[]): number[] {
  const books = new Set<number>();
  for (const item of items) if (typeof item.book === 'number') books.add(item.book);
  return [...books].sort((a, b) => a - b);
}
