import { messages } from '@doorloopjes/shared';
import { useState } from 'react';
import { readCookieConsent, storeCookieConsent, type CookieConsent } from '../cookieConsent';
import './cookies.css';

/** Asks for cookie consent until the visitor accepted or declined. */
export function CookieBanner({ onPrivacy }: { onPrivacy?: () => void }) {
  const [consent, setConsent] = useState<CookieConsent | null>(readCookieConsent);
  if (consent) return null;
  const choose = (choice: CookieConsent) => {
    storeCookieConsent(choice);
    setConsent(choice);
  };
  return (
    <section className="sh-cookie-banner" aria-label={messages.auth.cookieRegionLabel}>
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
