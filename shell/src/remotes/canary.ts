import { tokenClaims } from '@doorloopjes/runtime';

/**
 * Canary assignment: a logged-in user falls in the canary when the stable hash of their user id
 * lands under the percentage. The same id always gets the same bucket, so a user keeps the
 * canary version across reloads and devices; visitors (no id) never get it.
 */

/** FNV-1a (32 bit): tiny, well distributed for short ids, identical in every browser. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The user's bucket, 0 to 99. */
export function canaryBucket(userId: string): number {
  return fnv1a(`remote-canary:${userId}`) % 100;
}

export function inCanary(userId: string | null, percent: number): boolean {
  return userId !== null && canaryBucket(userId) < percent;
}

/**
 * The user id inside the stored access token (the runtime reads it). Only used to pick a bucket
 * before the app renders; it grants nothing, so the signature is not checked here. A token the
 * client cannot read counts as a visitor.
 */
export function userIdFromToken(token: string | null): string | null {
  return tokenClaims(token)?.userId ?? null;
}
