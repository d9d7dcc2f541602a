/**
 * The session's tokens live in localStorage: the short-lived access token under `jwt` (the
 * product's contract; every app sends it as the Bearer token) and the refresh token that renews it
 * beside it, so every tab of the browser shares one session.
 */
import { STORAGE_KEYS } from '../storage/keys';
import { learnServiceClock } from './tokenClaims';

export const TOKEN_KEY = STORAGE_KEYS.token;

/** What a login, registration, refresh or password change answers with. */
export interface SessionTokens {
  jwt: string;
  /** Absent only from a service without sessions (or a test): the access token then stands alone. */
  refreshToken?: string | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

/** Stores the access token alone (tests, and callers that get no refresh token). */
export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/**
 * Stores a session's tokens as the content service has just issued them; a missing refresh token
 * removes a stored one (it belongs to another session).
 */
export function setSessionTokens({ jwt, refreshToken }: SessionTokens): void {
  learnServiceClock(jwt);
  localStorage.setItem(TOKEN_KEY, jwt);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  else localStorage.removeItem(STORAGE_KEYS.refreshToken);
}

/** Forgets the session on this device (both tokens). */
export function removeToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
  } catch {
    // Storage can be unavailable (private mode); there is then nothing to remove.
  }
}
