/** Longest wait for an idle moment before the work runs anyway. */
export const IDLE_WAIT_MS = 1000;

/**
 * Resolves when the main thread is idle (or after `timeoutMs` at the latest), so work the page
 * does not need now does not lengthen its busy moments. Without requestIdleCallback (Safari, a
 * test environment) it resolves after a macrotask.
 */
export function afterIdle(timeoutMs = IDLE_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
