import type { Doorloopje } from '@doorloopjes/shared';
import { useEffect, useState } from 'react';
import { searchDoorloopjes } from './searchDoorloopjes';

/** The top-bar search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchStatus = 'idle' | 'loading' | 'done';

export interface SearchState {
  status: SearchStatus;
  results: Doorloopje[];
}

const IDLE: SearchState = { status: 'idle', results: [] };

/**
 * Debounced title search. Blank text never searches; a newer keystroke cancels the older request,
 * so a slow answer cannot overwrite a newer one. Failures are only logged.
 */
export function useDoorloopjeSearch(text: string): SearchState {
  const [state, setState] = useState<SearchState>(IDLE);
  const term = text.trim();

  useEffect(() => {
    if (!term) {
      setState(IDLE);
      return;
    }
    setState((previous) => ({ status: 'loading', results: previous.results }));
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchDoorloopjes(term, controller.signal).then(
        (results) => setState({ status: 'done', results }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Zoeken naar doorloopjes is mislukt.', error);
          setState({ status: 'done', results: [] });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  return state;
}
