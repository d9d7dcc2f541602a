import { focusPageHeading, messages } from '@doorloopjes/shared';
import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ConsentKnownToServer } from '../consentKnownToServer';
import { readConsentCookie, readCookieConsent, shareStoredConsentWithServer, storeCookieConsent, type CookieConsent } from '../cookieConsent';
import { useReservedSpaceBelow } from '../hooks/useReservedSpaceBelow';
import './cookies.css';

/** The choice is stored by this banner only; no other change needs to be followed. */
const subscribeToNothing = () => () => undefined;

/**
 * Asks for cookie consent until the visitor accepted or declined. The page renders it right after
 * the skip link: it is fixed at the bottom, but first in the Tab order, so a keyboard user meets
 * the question that covers the page before the page. It does not trap focus; after a choice focus
 * goes to the page's heading, where reading starts, instead of falling to `<body>`.
 */
export function CookieBanner({ onPrivacy }: { onPrivacy?: () => void }) {
  // While hydrating, the browser's first render must match the server's HTML, which knew only the
  // consent cookie (packages/static-server/src/cookies.ts): that is the server snapshot. After hydration
  // the stored choice counts (local storage, else the cookie).
  const knownToServer = useContext(ConsentKnownToServer);
  const serverSnapshot = () => (knownToServer === undefined ? readConsentCookie() : knownToServer);
  const stored = useSyncExternalStore(subscribeToNothing, readCookieConsent, serverSnapshot);
  const [chosen, setConsent] = useState<CookieConsent | null>(null);
  const consent = chosen ?? stored;
  const bannerRef = useRef<HTMLElement>(null);
  useReservedSpaceBelow(bannerRef, consent === null);
  // A choice made before the cookie existed reaches the server from the next visit on.
  useEffect(shareStoredConsentWithServer, []);
  if (consent) return null;
  const choose = (choice: CookieConsent) => {
    storeCookieConsent(choice);
    setConsent(choice);
    focusPageHeading();
  };
  return (
    <section ref={bannerRef} className="sh-cookie-banner" aria-label={messages.auth.cookieRegionLabel}>
      <p>
        {messages.auth.cookieText}{' '}
        {onPrivacy && (
          <button type="button" className="sh-cookie-link" onClick={onPrivacy}>
            {messages.auth.privacyPolicy}
          </button>
        )}
      </p>
      <div className="sh-cookie-actions">
        <button type="button" className="button button-secondary" onClick={() => choose('declined')}>
          {messages.auth.decline}
        </button>
        <button type="button" className="button" onClick={() => choose('accepted')}>
          {messages.auth.accept}
        </button>
      </div>
    </section>
  );
}
