import { parseCookie } from 'cookie';

/**
 * The value of the cookie `name` in a Cookie header (a request's, or the browser's
 * `document.cookie`), or null without one. The one place the platform parses cookies: the static
 * server reads the consent and canary cookies with it, the shell its consent cookie.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  return header ? (parseCookie(header)[name] ?? null) : null;
}

/** A visitor's cookie choice, as the shell stores it and the static server reads it back. */
export type CookieConsent = 'accepted' | 'declined';

/** The stored value as a choice; anything else (nothing, an old or foreign value) asks again. */
export function asCookieConsent(value: string | null | undefined): CookieConsent | null {
  return value === 'accepted' || value === 'declined' ? value : null;
}
