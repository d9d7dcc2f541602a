/** Longest wait for an idle moment: a page that is never idle still gets the work done. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs work that the page does not need for its first screens when the main thread is idle
 * (or after IDLE_TIMEOUT_MS at the latest), so it does not lengthen the page's long tasks.
 * Browsers without requestIdleCallback (Safari) get a timer.
 */
export function whenIdle(work: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: timeoutMs });
  else window.setTimeout(work, 1);
}
