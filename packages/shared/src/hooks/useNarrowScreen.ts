import { useSyncExternalStore } from 'react';

/** The platform's one breakpoint: at this width or less the layout is the phone layout (the CSS uses the same 768 px). */
export const NARROW_MAX_WIDTH = 768;
export const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True at 768 px wide or less, following resizes; false while rendering on a server. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
