/**
 * The wait before the next reconnection attempt: doubling from `initialMs` up to `maxMs`, with
 * "equal jitter" (half fixed, half random) so the tabs of a whole classroom do not all ask the
 * server at the same moment when the wifi returns.
 */
export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

/** At most 15 s between tries: a lesson cannot wait longer once the wifi is back. */
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 15_000 };

export function backoffDelay(attempt: number, { initialMs, maxMs }: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
