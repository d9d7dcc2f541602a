import { focusPageHeading, messages } from '@doorloopjes/shared';
import { useRef, useState } from 'react';
import { readCookieConsent, storeCookieConsent, type CookieConsent } from '../cookieConsent';
import { useReservedSpaceBelow } from '../hooks/useReservedSpaceBelow';
import './cookies.css';

/**
 * Asks for cookie consent until the visitor accepted or declined. The page renders it right after
 * the skip link: it is fixed at the bottom, but first in the Tab order, so a keyboard user meets
 * the question that covers the page before the page. It does not trap focus; after a choice focus
 * goes to the page's heading, where reading starts, instead of falling to `<body>`.
 */
export function CookieBanner({ onPrivacy }: { onPrivacy?: () => void }) {
  const [consent, setConsent] = useState<CookieConsent | null>(readCookieConsent);
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
