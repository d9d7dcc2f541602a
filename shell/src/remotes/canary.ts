/**
 * Canary assignment: a logged-in user falls in the canary when the stable hash of their user id
 * lands under the percentage. The same id always gets the same bucket, so a user keeps the
 * canary version across reloads and devices; visitors (no id) never get it. The hash is the
 * platform rule the content service also uses to decide whether a health report is a canary's.
 */

export { canaryBucket, inCanary } from '@doorloopjes/platform-rules';

/**
 * The user id inside the stored JWT (Strapi puts `id` in its payload). Only used to pick a
 * bucket before the app renders; it grants nothing, so the signature is not checked here.
 */
export function userIdFromToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof json === 'object' && json !== null && 'id' in json && (typeof json.id === 'number' || typeof json.id === 'string')) return String(json.id);
  } catch {
    // Not a JWT we can read: treated as a visitor.
  }
  return null;
}
