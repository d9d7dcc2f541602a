import { focusManager } from '@tanstack/react-query';
import { createThrottle } from '../timing/throttle';

/** At most one focus refetch per interval; one more runs at its end if asked meanwhile. */
export const FOCUS_REFETCH_INTERVAL_MS = 2000;

/**
 * Another device may have changed the user: a tab that regains focus or becomes visible refetches
 * it, through TanStack's `focusManager` (the same signal `refetchOnWindowFocus` uses). Its own
 * listener follows `visibilitychange` only; a window that gets the focus back without having been
 * hidden (a second window beside the first) counts too, so `focus` is added. Throttled, because
 * one return to a tab fires both events. Returns the function that stops it.
 */
export function refetchUserOnFocus(refetch: () => void, intervalMs = FOCUS_REFETCH_INTERVAL_MS): () => void {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === 'undefined') return undefined;
    const onChange = () => handleFocus();
    window.addEventListener('visibilitychange', onChange, false);
    window.addEventListener('focus', onChange, false);
    return () => {
      window.removeEventListener('visibilitychange', onChange);
      window.removeEventListener('focus', onChange);
    };
  });
  const throttled = createThrottle(refetch, intervalMs);
  const stop = focusManager.subscribe((focused) => {
    if (focused) throttled.call();
  });
  return () => {
    throttled.cancel();
    stop();
  };
}
