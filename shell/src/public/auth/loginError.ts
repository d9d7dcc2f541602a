import { errorStatus, serverErrorMessage } from '@doorloopjes/runtime';
import { retryAfterSeconds } from '@doorloopjes/shared';

export type LoginError =
  | { kind: 'not-confirmed' }
  | { kind: 'invalid-credentials' }
  | { kind: 'too-many-attempts'; retryAfterSeconds: number | undefined }
  | { kind: 'failed' };

/**
 * An unconfirmed account, wrong credentials (400 with invalid/identifier/
 * password wording, or 404/not found/unknown), too many attempts (429, with the wait the content
 * service names), or anything else.
 */
export function classifyLoginError(error: unknown): LoginError {
  const status = errorStatus(error);
  if (status === 429) return { kind: 'too-many-attempts', retryAfterSeconds: retryAfterSeconds(error) };
  const text = (serverErrorMessage(error) ?? (error instanceof Error ? error.message : '')).toLowerCase();
  if (text.includes('confirmed')) return { kind: 'not-confirmed' };
  if (status === 404 || /not found|unknown/.test(text)) return { kind: 'invalid-credentials' };
  if (status === 400 && /invalid|identifier|password/.test(text)) return { kind: 'invalid-credentials' };
  return { kind: 'failed' };
}
