import { errorStatus, serverErrorMessage } from '@doorloopjes/shared';

export type LoginErrorKind = 'not-confirmed' | 'invalid-credentials' | 'failed';

/**
 * SPEC section 8, Login: an unconfirmed account, wrong credentials (400 with invalid/identifier/
 * password wording, or 404/not found/unknown), or anything else.
 */
export function classifyLoginError(error: unknown): LoginErrorKind {
  const status = errorStatus(error);
  const text = (serverErrorMessage(error) ?? (error instanceof Error ? error.message : '')).toLowerCase();
  if (text.includes('confirmed')) return 'not-confirmed';
  if (status === 404 || /not found|unknown/.test(text)) return 'invalid-credentials';
  if (status === 400 && /invalid|identifier|password/.test(text)) return 'invalid-credentials';
  return 'failed';
}
