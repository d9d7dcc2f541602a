import { createContext } from 'react';
import type { CookieConsent } from './cookieConsent';

/**
 * The consent the page's server rendered with. The landing page's server render sets it (it
 * renders one page for a visitor who chose and one for a visitor who did not); in the browser it
 * is left unset and the banner reads the cookie the server was sent, so hydration starts from the
 * markup the server chose.
 */
export const ConsentKnownToServer = createContext<CookieConsent | null | undefined>(undefined);
