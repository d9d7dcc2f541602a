import { STORAGE_KEYS } from '@doorloopjes/runtime';

/**
 * The path a visitor wanted before being asked to log in ('Meer info'). Kept in session storage,
 * so a reload of the landing page does not lose it; used once.
 */
const KEY = STORAGE_KEYS.returnTo;

export function rememberPath(path: string): void {
  // Only in-app paths: a crafted value must never send the user to another site.
  if (!path.startsWith('/') || path.startsWith('//')) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage unavailable: the user lands on the dashboard instead.
  }
}

export function forgetRememberedPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The remembered path (and forgets it), or the dashboard. */
export function takePathAfterLogin(): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(KEY);
  } catch {
    path = null;
  }
  forgetRememberedPath();
  return path ?? '/dashboard';
}
