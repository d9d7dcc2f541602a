import { CANARY_BUCKET_COOKIE, canaryBucket } from '@doorloopjes/platform-rules';

const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/**
 * Keeps the bucket of `userId` (0-99) in the first-party cookie the static server reads (it preloads
 * a page's remote files in the version this user loads), or forgets it for a visitor. Only the
 * bucket, never the user id; it grants nothing, the shell decides from the token.
 */
export function rememberCanaryBucket(userId: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    userId === null
      ? `${CANARY_BUCKET_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${CANARY_BUCKET_COOKIE}=${canaryBucket(userId)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
