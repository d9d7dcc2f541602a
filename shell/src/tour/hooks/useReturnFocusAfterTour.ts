import { focusPageHeading } from '@doorloopjes/shared';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Gives focus back to where it was when the tour started (the 'Uitleg/Help' button) once the tour
 * ends. When that element is gone, or the tour started by itself, the page's heading gets it,
 * instead of `<body>`, where joyride would leave it (the step it returns to no longer exists).
 * Returns the function that remembers the element, to call when the tour starts.
 */
export function useReturnFocusAfterTour(run: boolean): () => void {
  const returnTo = useRef<HTMLElement | null>(null);
  const wasRunning = useRef(false);

  const rememberFocus = useCallback(() => {
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  useEffect(() => {
    if (run) {
      wasRunning.current = true;
      return;
    }
    if (!wasRunning.current) return;
    wasRunning.current = false;
    // After joyride's own clean-up, which focuses the element the last step had remembered.
    const timer = window.setTimeout(() => {
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus();
      else focusPageHeading();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [run]);

  return rememberFocus;
}
