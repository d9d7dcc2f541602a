import { readAssistantSessionId, readStored, removeStored, STORAGE_KEYS, writeStored } from '@doorloopjes/runtime';

/** The chat's session-storage keys. */
export const SESSION_ID_KEY = STORAGE_KEYS.assistantSessionId;
export const IGNORE_SERVER_ID_KEY = STORAGE_KEYS.assistantIgnoreServerId;

/** The runtime's one reader of the assistant's session id in this tab. */
export const readStoredSessionId = readAssistantSessionId;

export function readIgnoreServerId(): boolean {
  return readStored('session', IGNORE_SERVER_ID_KEY) === '1';
}

/** A new session replaces any earlier reset: the server id may be trusted again. */
export function storeSessionId(sessionId: string): void {
  // Without session storage the id lives only in memory for this page.
  if (writeStored('session', SESSION_ID_KEY, sessionId)) removeStored('session', IGNORE_SERVER_ID_KEY);
}

/**
 * After a reset the user record may still carry the old id (its update can fail, or be slow),
 * so this tab ignores it until a new session starts. Throws when storage is unavailable: the
 * reset then reports that it failed.
 */
export function forgetSessionId(): void {
  sessionStorage.removeItem(SESSION_ID_KEY);
  sessionStorage.setItem(IGNORE_SERVER_ID_KEY, '1');
}

/** Session storage first, else the user record, unless a reset said to ignore it. */
export function resolveSessionId(stored: string | null, fromUser: string | null | undefined, ignoreServerId: boolean): string | null {
  if (stored) return stored;
  if (ignoreServerId) return null;
  return fromUser || null;
}
