// The visitor's cookie choice as the shell stores it in a first-party cookie beside local storage
// (shell/src/public/cookies/cookieConsent.ts; the name is the storage key, packages/runtime's
// STORAGE_KEYS.cookieConsent): with it the landing page is served without the cookie banner.

const COOKIE_CONSENT_COOKIE = 'cookie_consent';
const CHOICES = new Set(['accepted', 'declined']);

/** Whether the request's Cookie header carries a choice ('accepted' or 'declined'; anything else asks again). */
export function consentChosen(cookieHeader) {
  if (typeof cookieHeader !== 'string') return false;
  const prefix = `${COOKIE_CONSENT_COOKIE}=`;
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .some((part) => part.startsWith(prefix) && CHOICES.has(part.slice(prefix.length)));
}
