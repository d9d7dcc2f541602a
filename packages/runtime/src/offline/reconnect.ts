import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';

/**
 * Retries a failed load until it succeeds: after a backoff delay, and at once when the browser
 * comes back online or the tab regains focus or becomes visible.
 *
 * Not `exponential-backoff`'s backOff(), nor TanStack Query's own retries: neither can cut a wait
 * between attempts short, and retrying at once on `online`/`focus` is the point here (the query
 * client's `onlineManager` cannot tell a server that does not answer from a working network, so
 * `pauseWhileDisconnected.ts` tells it). The delay itself is one line (backoff.ts).
 */
export interface Reconnector {
  /** Starts retrying (no-op while already retrying). */
  start(): void;
  /** Stops retrying and forgets the attempt count (after a success, or a logout). */
  stop(): void;
  isActive(): boolean;
}

/** `attempt` resolves true when the load succeeded (or needs no more retries). */
export function createReconnector(attempt: () => Promise<boolean>, options: BackoffOptions = DEFAULT_BACKOFF): Reconnector {
  let active = false;
  let running = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = () => {
    clearTimer();
    timer = setTimeout(() => void tryNow(), backoffDelay(failures, options));
  };

  const tryNow = async () => {
    if (!active || running) return;
    clearTimer();
    running = true;
    let done = false;
    try {
      done = await attempt();
    } catch {
      done = false;
    } finally {
      running = false;
    }
    if (!active) return;
    if (done) {
      stop();
      return;
    }
    failures += 1;
    schedule();
  };

  const onOnline = () => void tryNow();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void tryNow();
  };

  function stop() {
    active = false;
    failures = 0;
    clearTimer();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  }

  return {
    start() {
      if (active) return;
      active = true;
      window.addEventListener('online', onOnline);
      window.addEventListener('focus', onOnline);
      document.addEventListener('visibilitychange', onVisibility);
      schedule();
    },
    stop,
    isActive: () => active,
  };
}
