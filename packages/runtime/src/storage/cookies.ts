import { parseCookie } from 'cookie';

/**
 * The value of the cookie `name` in a Cookie header (a request's, or the browser's
 * `document.cookie`), or null without one. The one place the platform parses cookies: the static
 * server reads the consent and canary cookies with it, the shell its consent cookie.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  return header ? (parseCookie(header)[name] ?? null) : null;
}
