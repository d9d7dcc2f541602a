import { canaryBucket } from '@doorloopjes/platform-rules';

/**
 * The logged-in user's canary bucket in a first-party cookie, for the static server: it preloads a
 * page's remote files in the version this user loads (scripts/serve/canaryCookie.mjs reads it).
 * Only the bucket (0-99), never the user id; it grants nothing, the shell decides from the token.
 */
export const CANARY_BUCKET_COOKIE = 'canary_bucket';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** Keeps the bucket of `userId`, or forgets it for a visitor. */
export function rememberCanaryBucket(userId: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    userId === null
      ? `${CANARY_BUCKET_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${CANARY_BUCKET_COOKIE}=${canaryBucket(userId)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
