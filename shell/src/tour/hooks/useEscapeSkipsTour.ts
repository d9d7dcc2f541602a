import { useEffect } from 'react';

/**
 * Escape ends a running tour as 'Overslaan' does, on every step: it is where keyboard users look
 * for a way out of an overlay, and a tour closed that way should not come back next session.
 */
export function useEscapeSkipsTour(run: boolean, skip: () => void): void {
  useEffect(() => {
    if (!run) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      skip();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [run, skip]);
}
