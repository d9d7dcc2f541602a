import { messages } from '@doorloopjes/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from './CookieBanner';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_KEY, readConsentCookie } from '../cookieConsent';
import { COOKIE_BANNER_SPACE } from '../hooks/useReservedSpaceBelow';

const m = messages.auth;

const forgetCookie = () => {
  document.cookie = `${COOKIE_CONSENT_COOKIE}=; Path=/; Max-Age=0`;
};
beforeEach(forgetCookie);

describe('CookieBanner', () => {
  it.each([
    [m.accept, 'accepted'],
    [m.decline, 'declined'],
  ])('%s stores %s and hides the banner, also on the next visit', async (button, stored) => {
    const user = userEvent.setup();
    const { unmount } = render(<CookieBanner />);
    expect(screen.getByRole('region', { name: m.cookieRegionLabel })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByRole('region', { name: m.cookieRegionLabel })).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);
    // The same value in a first-party cookie, for the static server.
    expect(readConsentCookie()).toBe(stored);
    unmount();
    render(<CookieBanner />);
    expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
  });

  it('a choice in the cookie alone (storage cleared) is a choice', () => {
    document.cookie = `${COOKIE_CONSENT_COOKIE}=declined; Path=/`;
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: m.cookieRegionLabel })).not.toBeInTheDocument();
  });

  it('a choice stored before the cookie existed is copied into the cookie', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: m.cookieRegionLabel })).not.toBeInTheDocument();
    expect(readConsentCookie()).toBe('accepted');
  });

  it('an unknown stored value asks again', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'misschien');
    document.cookie = `${COOKIE_CONSENT_COOKIE}=misschien; Path=/`;
    render(<CookieBanner />);
    expect(screen.getByRole('button', { name: m.accept })).toBeInTheDocument();
  });

  it('after a choice gives focus to the page heading instead of dropping it to the body', async () => {
    const user = userEvent.setup();
    render(
      <>
        <main>
          <h1>Welkom</h1>
        </main>
        <CookieBanner />
      </>,
    );
    await user.click(screen.getByRole('button', { name: m.accept }));
    expect(screen.getByRole('heading', { name: 'Welkom' })).toHaveFocus();
  });

  it('keeps a strip of the page free below while it shows, so focus is not scrolled under it', async () => {
    const user = userEvent.setup();
    render(<CookieBanner />);
    expect(document.documentElement.style.getPropertyValue(COOKIE_BANNER_SPACE)).toMatch(/px$/);
    await user.click(screen.getByRole('button', { name: m.decline }));
    expect(document.documentElement.style.getPropertyValue(COOKIE_BANNER_SPACE)).toBe('');
  });
});
