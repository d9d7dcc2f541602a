import { useCallback, useState } from 'react';
import { NO_FILTERS, toggleProgressFilter, type ListFilters, type ProgressFilter } from '../filterDoorloopjes';

/** The list's filter state with stable setters, so memoised children are not re-rendered by them. */
export function useListFilters() {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const onBookChange = useCallback((book: number | null) => setFilters((current) => ({ ...current, book })), []);
  const onProgressToggle = useCallback(
    (clicked: ProgressFilter) => setFilters((current) => ({ ...current, progress: toggleProgressFilter(current.progress, clicked) })),
    [],
  );
  const onSearchChange = useCallback((search: string) => setFilters((current) => ({ ...current, search })), []);
  return { filters, onBookChange, onProgressToggle, onSearchChange };
}
