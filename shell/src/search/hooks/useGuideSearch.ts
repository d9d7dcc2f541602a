import type { Doorloopje } from '@doorloopjes/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { guideSearchQuery } from '../api/searchGuides';

/** The top-bar search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchStatus = 'idle' | 'loading' | 'done';

export interface SearchState {
  status: SearchStatus;
  results: Doorloopje[];
}

const IDLE: SearchState = { status: 'idle', results: [] };

/** `value`, once it has not changed for `delayMs`. */
function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Debounced title search. Blank text never searches; while the text settles or its answer is on
 * its way, the previous hits stay (status 'loading').
 */
export function useGuideSearch(text: string): SearchState {
  const term = text.trim();
  const settled = useSettledValue(term, SEARCH_DEBOUNCE_MS);
  const search = useQuery({ ...guideSearchQuery(settled), enabled: settled !== '' && settled === term, placeholderData: keepPreviousData });
  if (!term) return IDLE;
  const results = search.data ?? [];
  if (settled !== term || search.isFetching || search.isPlaceholderData) return { status: 'loading', results };
  return { status: 'done', results };
}
