import { errorStatus, serverErrorMessage, STORAGE_KEYS, writeStored } from '@doorloopjes/runtime';

/** Where the outcome of the last confirmation attempt is kept for support. */
export const CONFIRMATION_DEBUG_KEY = STORAGE_KEYS.confirmationDebug;

export interface ConfirmationDebugInfo {
  at: string;
  ok: boolean;
  status?: number;
  message?: string;
}

export function storeConfirmationDebug(outcome: { ok: true; status: number } | { ok: false; error: unknown }): void {
  const info: ConfirmationDebugInfo = outcome.ok
    ? { at: new Date().toISOString(), ok: true, status: outcome.status }
    : {
        at: new Date().toISOString(),
        ok: false,
        status: errorStatus(outcome.error),
        message: serverErrorMessage(outcome.error) ?? (outcome.error instanceof Error ? outcome.error.message : String(outcome.error)),
      };
  // Debug info is best effort.
  writeStored('local', CONFIRMATION_DEBUG_KEY, JSON.stringify(info));
}
