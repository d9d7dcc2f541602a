import { readStored, removeStored, STORAGE_KEYS, writeStored } from '@doorloopjes/runtime';

/**
 * The path a visitor wanted before being asked to log in ('Meer info'). Kept in session storage,
 * so a reload of the landing page does not lose it; used once.
 */
const KEY = STORAGE_KEYS.returnTo;

export function rememberPath(path: string): void {
  // Only in-app paths: a crafted value must never send the user to another site.
  if (!path.startsWith('/') || path.startsWith('//')) return;
  // Storage unavailable: the user lands on the dashboard instead.
  writeStored('session', KEY, path);
}

export function forgetRememberedPath(): void {
  removeStored('session', KEY);
}

/** The remembered path (and forgets it), or the dashboard. */
export function takePathAfterLogin(): string {
  const path = readStored('session', KEY);
  forgetRememberedPath();
  return path ?? '/dashboard';
}
