import { messages } from '@doorloopjes/shared';
import { memo, useId } from 'react';
import type { ListFilters as Filters, ProgressFilter } from '../filterDoorloopjes';

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
  const bookId = useId();
  const searchId = useId();
  return (
    <div className="dj-filters">
      <label className="dl-visually-hidden" htmlFor={bookId}>
        {messages.doorloopjes.filterByBook}
      </label>
      <select
        id={bookId}
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
      <div className="dj-toggles" role="group" aria-label={messages.doorloopjes.progressFilters}>
        {TOGGLES.map((toggle) => (
          <button
            key={toggle.value}
            type="button"
            className="dj-toggle"
            aria-pressed={filters.progress === toggle.value}
            onClick={() => onProgressToggle(toggle.value)}
          >
            {toggle.label}
          </button>
        ))}
      </div>
      <label className="dl-visually-hidden" htmlFor={searchId}>
        {messages.doorloopjes.searchLabel}
      </label>
      <input
        id={searchId}
        className="dj-search"
        type="search"
        placeholder={messages.doorloopjes.searchPlaceholder}
        value={filters.search}
        onChange={(event) => onSearchChange(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
});
