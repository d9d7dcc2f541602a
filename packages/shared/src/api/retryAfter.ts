import { ApiError } from '@doorloopjes/runtime';

/**
 * How many seconds a refused (429) call says to wait: the content service's `error.details.
 * retryAfter`, which a browser can always read, or else the Retry-After header (readable
 * cross-origin only when exposed). Undefined when the answer names no wait.
 */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || !error.response) return undefined;
  const body: unknown = error.response.data;
  const details =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' && body.error !== null && 'details' in body.error
      ? body.error.details
      : undefined;
  const fromBody = typeof details === 'object' && details !== null && 'retryAfter' in details ? details.retryAfter : undefined;
  const fromHeader: unknown = error.response.headers?.['retry-after'];
  for (const candidate of [fromBody, fromHeader]) {
    const seconds = typeof candidate === 'string' && candidate.trim() !== '' ? Number(candidate) : candidate;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  return undefined;
}
