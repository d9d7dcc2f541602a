import { HiddenLabel, messages } from '@doorloopjes/shared';
import { memo } from 'react';
import type { ListFilters as Filters, ProgressFilter } from '../filterDoorloopjes';
import '../../common/pillButton.css';

const TOGGLES: ReadonlyArray<{ value: ProgressFilter; label: string }> = [
  { value: 'saved', label: messages.doorloopjes.saved },
  { value: 'in_progress', label: messages.doorloopjes.inProgress },
  { value: 'completed', label: messages.doorloopjes.completed },
];

export interface ListFiltersProps {
  filters: Filters;
  books: number[];
  onBookChange: (book: number | null) => void;
  onProgressToggle: (filter: ProgressFilter) => void;
  onSearchChange: (search: string) => void;
}

/** Book dropdown, the three progress toggles and the title search. */
export const ListFilters = memo(function ListFilters({ filters, books, onBookChange, onProgressToggle, onSearchChange }: ListFiltersProps) {
  return (
    <div className="dj-filters">
      <HiddenLabel label={messages.doorloopjes.filterByBook}>
        {(id) => (
          <select
            id={id}
            className="dj-select"
            value={filters.book ?? ''}
            onChange={(event) => onBookChange(event.target.value === '' ? null : Number(event.target.value))}
          >
            {/* The empty choice doubles as the dropdown's caption, 'Filter op boek'. */}
            <option value="">{messages.doorloopjes.filterByBook}</option>
            {books.map((book) => (
              <option key={book} value={book}>
                {messages.doorloopjes.book(book)}
              </option>
            ))}
          </select>
        )}
      </HiddenLabel>
      <div className="dj-toggles" role="group" aria-label={messages.doorloopjes.progressFilters}>
        {TOGGLES.map((toggle) => (
          <button
            key={toggle.value}
            type="button"
            className="dj-pill"
            aria-pressed={filters.progress === toggle.value}
            onClick={() => onProgressToggle(toggle.value)}
          >
            {toggle.label}
          </button>
        ))}
      </div>
      <HiddenLabel label={messages.doorloopjes.searchLabel}>
        {(id) => (
          <input
            id={id}
            className="dj-search"
            type="search"
            placeholder={messages.doorloopjes.searchPlaceholder}
            value={filters.search}
            onChange={(event) => onSearchChange(event.target.value)}
            autoComplete="off"
          />
        )}
      </HiddenLabel>
    </div>
  );
});
