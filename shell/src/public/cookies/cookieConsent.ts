import { readStored, STORAGE_KEYS, writeStored } from '@doorloopjes/runtime';
import { asCookieConsent, readCookie, type CookieConsent } from '@doorloopjes/runtime/cookies';

/** The consent is stored as 'accepted' or 'declined' (our key). */
export const COOKIE_CONSENT_KEY = STORAGE_KEYS.cookieConsent;
/**
 * The same choice in a first-party cookie of the same name, which the static server reads
 * (packages/static-server): a visitor who chose is served the landing page without the
 * banner, so it neither flashes nor takes a click meant for the page.
 */
export const COOKIE_CONSENT_COOKIE = COOKIE_CONSENT_KEY;
/** As long as a consent is usually kept before asking again: a year. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type { CookieConsent };

/** The choice in the cookie header `cookies` (the browser's own cookies by default). */
export function readConsentCookie(cookies: string = typeof document === 'undefined' ? '' : document.cookie): CookieConsent | null {
  return asCookieConsent(readCookie(cookies, COOKIE_CONSENT_COOKIE));
}

function writeConsentCookie(consent: CookieConsent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The stored choice: local storage, else the cookie (a browser whose storage was cleared). */
export function readCookieConsent(): CookieConsent | null {
  return asCookieConsent(readStored('local', COOKIE_CONSENT_KEY)) ?? readConsentCookie();
}

export function storeCookieConsent(consent: CookieConsent): void {
  writeConsentCookie(consent);
  // Without storage the cookie still carries it; without either the banner asks again next visit.
  writeStored('local', COOKIE_CONSENT_KEY, consent);
}

/**
 * Copies a choice stored before the cookie existed (local storage only) into the cookie, so this
 * visitor's next landing page comes without the banner.
 */
export function shareStoredConsentWithServer(): void {
  const stored = readCookieConsent();
  if (stored && readConsentCookie() !== stored) writeConsentCookie(stored);
}
