import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONTENT_URL, MAILDEV_URL } from './env';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  fullName: string;
  /** The session's access token. */
  jwt: string;
  /** The session's refresh token (the page renews `jwt` with it). */
  refreshToken: string;
}

interface MaildevMail {
  id: string;
  to: Array<{ address: string }>;
  subject: string;
  html?: string;
  text?: string;
}

/** Mails MailDev caught for an address, newest last. */
export async function mailsFor(request: APIRequestContext, address: string): Promise<MaildevMail[]> {
  const response = await request.get(`${MAILDEV_URL}/email`);
  expect(response.ok()).toBeTruthy();
  const mails = (await response.json()) as MaildevMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Waits for a mail to an address and returns the first platform link in it matching `pattern`. */
export async function linkFromMail(request: APIRequestContext, address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsFor(request, address);
        for (const mail of mails.reverse()) {
          const body = `${mail.html ?? ''} ${mail.text ?? ''}`.replace(/&amp;/g, '&');
          const match = body.match(pattern);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link as string;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@doorloopjes.test`;
}

/** Logs in through the API: a session of its own, with its access token (`jwt`) and refresh token. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<{ jwt: string; refreshToken: string; id: number }> {
  const response = await request.post(`${CONTENT_URL}/api/auth/local`, { data: { identifier: email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = (await response.json()) as { jwt: string; refreshToken: string; user: { id: number } };
  return { jwt: body.jwt, refreshToken: body.refreshToken, id: body.user.id };
}

/**
 * A fresh, confirmed account of its own, so tests that change user data never disturb each other
 * or the demo accounts. Registered through the API and confirmed through the e-mailed link.
 */
export async function createConfirmedUser(request: APIRequestContext, fullName = 'E2E Docent'): Promise<TestUser> {
  const email = uniqueEmail();
  const password = 'Testwachtwoord!1';
  const register = await request.post(`${CONTENT_URL}/api/auth/local/register`, {
    data: {
      username: email,
      email,
      password,
      fullName,
      educationRole: 'leraar',
      educationRoleOther: '',
      educationSector: 'PO',
      isStudent: false,
      schoolName: 'De Testschool',
      city: 'Utrecht',
    },
  });
  expect(register.ok(), await register.text()).toBeTruthy();
  const link = await linkFromMail(request, email, /https?:\/\/[^"'\s<>]*confirmation=[^"'\s<>&]+/);
  const confirmation = new URL(link).searchParams.get('confirmation');
  const confirm = await request.get(`${CONTENT_URL}/api/auth/email-confirmation?confirmation=${confirmation}`, { maxRedirects: 0 });
  expect(confirm.status()).toBeLessThan(400);
  const { jwt, refreshToken, id } = await apiLogin(request, email, password);
  return { id, email, password, fullName, jwt, refreshToken };
}

/** Puts the session's tokens where the platform keeps them, before any page script runs. */
export async function useToken(page: Page, jwt: string, refreshToken?: string): Promise<void> {
  await page.addInitScript(
    ({ token, refresh }) => {
      if (!sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem('jwt', token);
        if (refresh) localStorage.setItem('jwt_refresh', refresh);
        sessionStorage.setItem('e2e-token-set', '1');
      }
    },
    { token: jwt, refresh: refreshToken },
  );
}

/** Marks the tour as done for a user, so it does not cover pages under test. */
export async function completeTour(request: APIRequestContext, user: { id: number; jwt: string }): Promise<void> {
  const response = await request.put(`${CONTENT_URL}/api/users/${user.id}`, {
    headers: { Authorization: `Bearer ${user.jwt}` },
    data: { has_completed_tour: true },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}
