import { focusPageHeading, messages } from '@doorloopjes/shared';
import { useRef, useState, useSyncExternalStore } from 'react';
import { readCookieConsent, storeCookieConsent, type CookieConsent } from '../cookieConsent';
import { useReservedSpaceBelow } from '../hooks/useReservedSpaceBelow';
import './cookies.css';

/** The choice is stored by this banner only; no other change needs to be followed. */
const subscribeToNothing = () => () => undefined;
const noChoiceOnServer = () => null;

/**
 * Asks for cookie consent until the visitor accepted or declined. The page renders it right after
 * the skip link: it is fixed at the bottom, but first in the Tab order, so a keyboard user meets
 * the question that covers the page before the page. It does not trap focus; after a choice focus
 * goes to the page's heading, where reading starts, instead of falling to `<body>`.
 */
export function CookieBanner({ onPrivacy }: { onPrivacy?: () => void }) {
  // The stored choice is read after hydration: the landing page's server-rendered HTML cannot
  // know it, and the browser's first render must match that HTML.
  const stored = useSyncExternalStore(subscribeToNothing, readCookieConsent, noChoiceOnServer);
  const [chosen, setConsent] = useState<CookieConsent | null>(null);
  const consent = chosen ?? stored;
  const bannerRef = useRef<HTMLElement>(null);
  useReservedSpaceBelow(bannerRef, consent === null);
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
