// The two cookies the shell keeps for the static server, read from a request's Cookie header.
import { CANARY_BUCKET_COOKIE } from '@doorloopjes/platform-rules';
import { asCookieConsent, readCookie } from '@doorloopjes/runtime/cookies';
import { STORAGE_KEYS } from '@doorloopjes/runtime/storage-keys';

/**
 * The logged-in user's canary bucket (0-99, @doorloopjes/platform-rules canaryBucket) as the
 * shell keeps it (shell/src/remotes/canaryCookie.ts): with it the server preloads the version of
 * a remote with a canary that this user will load. Null when there is none (or it is not 0-99).
 */
export function canaryBucketOf(cookieHeader: string | undefined): number | null {
  const value = readCookie(cookieHeader, CANARY_BUCKET_COOKIE);
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/**
 * Whether the visitor chose, by the cookie the shell stores her choice in beside local storage
 * (shell/src/public/cookies/cookieConsent.ts; named as the storage key): she is then served the
 * landing page without the cookie banner.
 */
export function consentChosen(cookieHeader: string | undefined): boolean {
  return asCookieConsent(readCookie(cookieHeader, STORAGE_KEYS.cookieConsent)) !== null;
}
