import { messages, paths, type Doorloopje } from '@doorloopjes/shared';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchResultOption } from './SearchResultOption';
import { useGuideSearch } from '../hooks/useGuideSearch';

/** Moves the active option by one, wrapping around; -1 means no active option. */
export function moveActive(active: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return delta === 1 ? 0 : count - 1;
  return (active + delta + count) % count;
}

/**
 * The top-bar search as an ARIA combobox with a listbox popup: arrows move through the hits,
 * Enter opens the active one, Escape closes the list (or clears the text when it is closed).
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { status, results } = useGuideSearch(text);
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const expanded = open && text.trim() !== '';
  const showResults = expanded && status === 'done' && results.length > 0;

  useEffect(() => setActive(-1), [results]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const reset = () => {
    close();
    setText('');
  };
  const choose = (doorloopje: Doorloopje) => {
    reset();
    navigate(paths.doorloopje(doorloopje.slug));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (showResults) setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter') {
      const chosen = showResults ? results[active] : undefined;
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setText('');
    }
  };

  return (
    <div className="search">
      <label htmlFor={`${baseId}-input`} className="dl-visually-hidden">
        {messages.layout.searchPlaceholder}
      </label>
      <input
        id={`${baseId}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showResults}
        aria-controls={listId}
        aria-activedescendant={showResults && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={messages.layout.searchPlaceholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {/* Keeps focus in the input while a hit is clicked, so the list is still there for the click. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="search-popup" hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        {expanded && status === 'loading' && <p role="status">{messages.layout.searching}</p>}
        {expanded && status === 'done' && results.length === 0 && <p role="status">{messages.layout.noSearchResults}</p>}
        <ul id={listId} role="listbox" aria-label={messages.layout.searchResults} hidden={!showResults}>
          {showResults &&
            results.map((doorloopje, index) => (
              <SearchResultOption key={doorloopje.id} doorloopje={doorloopje} id={optionId(index)} active={index === active} onChoose={reset} />
            ))}
        </ul>
      </div>
    </div>
  );
}
