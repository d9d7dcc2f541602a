import { STORAGE_KEYS } from '@doorloopjes/runtime';

/** The consent is stored as 'accepted' or 'declined' (our key). */
export const COOKIE_CONSENT_KEY = STORAGE_KEYS.cookieConsent;

export type CookieConsent = 'accepted' | 'declined';

export function readCookieConsent(): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function storeCookieConsent(consent: CookieConsent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, consent);
  } catch {
    // Without storage the banner simply asks again next visit.
  }
}
