/**
 * A random id of 32 hex characters (128 bits) from getRandomValues, which, unlike randomUUID,
 * also works on a plain-http address (no secure context needed): page-load ids, placed items.
 */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
