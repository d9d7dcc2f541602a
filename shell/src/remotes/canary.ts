import { tokenClaims } from '@doorloopjes/runtime';

/**
 * Canary assignment: a logged-in user falls in the canary when the stable hash of their user id
 * lands under the percentage. The same id always gets the same bucket, so a user keeps the
 * canary version across reloads and devices; visitors (no id) never get it. The hash is the
 * platform rule the content service also uses to decide whether a health report is a canary's.
 */

export { canaryBucket, inCanary } from '@doorloopjes/platform-rules';

/**
 * The user id inside the stored access token (the runtime reads it). Only used to pick a bucket
 * before the app renders; it grants nothing, so the signature is not checked here. A token the
 * client cannot read counts as a visitor.
 */
export function userIdFromToken(token: string | null): string | null {
  return tokenClaims(token)?.userId ?? null;
}
