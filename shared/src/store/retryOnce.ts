import { isAuthFailure } from '../api/client';

/** Pause before the single retry: long enough for a brief network hiccup to pass. */
export const RETRY_DELAY_MS = 400;

/**
 * Runs a write and, if it fails, once more after a short pause. A refused token is not retried:
 * the session has ended and a second try would be refused the same way.
 */
export async function retryOnce<T>(write: () => Promise<T>, delayMs = RETRY_DELAY_MS): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isAuthFailure(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return write();
  }
}
