/** The login token lives in localStorage under `jwt`. */
import { STORAGE_KEYS } from '../storage/keys';

export const TOKEN_KEY = STORAGE_KEYS.token;

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); there is then nothing to remove.
  }
}
