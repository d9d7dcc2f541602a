import { messages } from '@doorloopjes/shared';
import { useId, useMemo, useState } from 'react';
import { searchContent } from '../model/search';
import type { ContentOption } from '../../cluster/model/types';

export interface SearchAddProps {
  options: readonly ContentOption[];
  onAdd: (option: ContentOption) => void;
}

/** Search over doorloopjes, why and how items by title; each hit is a button that places it. */
export function SearchAdd({ options, onAdd }: SearchAddProps) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchContent(options, query), [options, query]);
  const searching = query.trim() !== '';

  return (
    <div className="cl-search">
      <label htmlFor={inputId}>{messages.cluster.searchLabel}</label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder={messages.cluster.searchPlaceholder}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {searching && hits.length === 0 && (
        <p className="cl-muted" role="status">
          {messages.cluster.searchNoResults}
        </p>
      )}
      {hits.length > 0 && (
        <ul className="cl-hits" aria-label={messages.cluster.searchResults}>
          {hits.map((hit) => {
            const typeLabel = messages.cluster.typeLabels[hit.type];
            return (
              <li key={`${hit.type}:${hit.id}`}>
                <button type="button" aria-label={messages.cluster.add(hit.title, typeLabel)} onClick={() => onAdd(hit)}>
                  <span className="cl-hit-title">{hit.title}</span>
                  <span className={`cl-badge cl-badge-${hit.type}`}>{typeLabel}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
