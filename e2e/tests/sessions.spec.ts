import { messages } from '@doorloopjes/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { serverLists } from '../support/userLists';
import { apiLogin, useToken, type TestUser } from '../support/users';

/**
 * Sessions a school can trust (users-permissions `jwtManagement: 'refresh'`): the page renews its
 * 15-minute access token on its own, offline too once back online; logout, 'Uitloggen op alle
 * apparaten' and a password change end sessions on the server, and a browser whose session was
 * ended elsewhere is logged out as soon as it needs a new access token.
 *
 * The browser's clock is moved past the access token's 15 minutes (Playwright's clock), so the
 * page renews as it would after a quarter of an hour; the content service's side of an expired
 * token (refused) is in its API tests (services/cms/tests/sessions.test.ts).
 */

const l = messages.layout;
const d = messages.doorloopjes;
const GUIDE = 'Het lesdoel zichtbaar maken';
/** Past the access token's lifespan (15 minutes). */
const PAST_ACCESS_TOKEN = '16:00';

const stored = (page: Page) => page.evaluate(() => ({ jwt: localStorage.getItem('jwt'), refreshToken: localStorage.getItem('jwt_refresh') }));
const refresh = (request: APIRequestContext, refreshToken: string | null) => request.post(`${CONTENT_URL}/api/auth/refresh`, { data: { refreshToken } });
const landingLogin = (page: Page) => page.getByRole('banner').getByRole('button', { name: messages.auth.login });

async function guideSlug(request: APIRequestContext, user: TestUser): Promise<{ id: number; slug: string }> {
  const response = await request.get(`${CONTENT_URL}/api/doorloopjes`, { params: { 'filters[title][$eq]': GUIDE }, headers: { Authorization: `Bearer ${user.jwt}` } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: Array<{ id: number; slug: string }> }).data[0]!;
}

/** The same account in a second browser (its own context and login), its clock under the test's control. */
async function secondBrowser(browser: Browser, request: APIRequestContext, user: TestUser): Promise<{ page: Page; refreshToken: string }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.clock.install();
  const session = await apiLogin(request, user.email, user.password);
  await useToken(page, session.jwt, session.refreshToken);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: user.fullName })).toBeVisible();
  return { page, refreshToken: session.refreshToken };
}

/** Once its access token has run out, a browser whose session was ended elsewhere lands on the landing page. */
async function expectLoggedOutWhenRenewing(page: Page) {
  await page.clock.fastForward(PAST_ACCESS_TOKEN);
  await page.reload();
  await expect(landingLogin(page)).toBeVisible();
  expect(await stored(page)).toEqual({ jwt: null, refreshToken: null });
}

test('a teacher keeps working across the access token expiry, with an open guide offline and back online', async ({ page, context, request, user }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const guide = await guideSlug(request, user);
  await page.goto(`/doorloopjes/${guide.slug}`);
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: GUIDE });
  await expect(heading).toBeVisible();
  const before = await stored(page);

  // The classroom wifi drops, and the access token runs out meanwhile: the guide stays readable.
  await context.setOffline(true);
  await page.clock.fastForward(PAST_ACCESS_TOKEN);
  await expect(heading).toBeVisible();
  expect(await stored(page)).toEqual(before);

  // Back online: the page renews the session on its own and the teacher saves without noticing.
  await context.setOffline(false);
  await expect.poll(async () => (await stored(page)).jwt).not.toBe(before.jwt);
  await expect(page.getByRole('link', { name: user.fullName })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: d.save }).click();
  await expect(page.getByRole('main').getByRole('button', { name: d.savedButton })).toBeVisible();
  await expect.poll(async () => (await serverLists(request, user)).favorite).toEqual([guide.id]);
  // The refresh token was rotated: the one from before is spent.
  expect((await refresh(request, before.refreshToken)).status()).toBe(401);
});

test('after logout the refresh token is refused', async ({ page, request, user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: user.fullName })).toBeVisible();
  const { refreshToken } = await stored(page);
  expect(refreshToken).toBeTruthy();
  const menu = page.getByRole('navigation', { name: l.mainMenu });
  await menu.getByRole('button', { name: l.profileMenu }).click();
  await menu.getByRole('button', { name: l.logout }).click();
  await expect(landingLogin(page)).toBeVisible();
  await expect.poll(async () => (await refresh(request, refreshToken)).status()).toBe(401);
});

test("'Uitloggen op alle apparaten' ends the session of a second browser", async ({ browser, page, request, user }) => {
  const other = await secondBrowser(browser, request, user);
  await page.goto('/profile');
  await page.getByRole('button', { name: l.logoutEverywhere }).click();
  await expect(landingLogin(page)).toBeVisible();
  expect(await stored(page)).toEqual({ jwt: null, refreshToken: null });

  expect((await refresh(request, other.refreshToken)).status()).toBe(401);
  await expectLoggedOutWhenRenewing(other.page);
  await other.page.context().close();
});

test("after a password change the other browser's refresh is refused at once and its session ends within the access token's lifespan", async ({ browser, page, request, user }) => {
  const other = await secondBrowser(browser, request, user);
  const otherToken = (await stored(other.page)).jwt;
  await page.goto('/profile');
  await page.getByLabel(new RegExp(`^${l.currentPassword}`)).fill(user.password);
  await page.getByLabel(new RegExp(`^${l.newPassword}`)).fill('Nieuw!Wachtwoord2');
  await page.getByLabel(new RegExp(`^${l.confirmNewPassword}`)).fill('Nieuw!Wachtwoord2');
  await page.getByRole('button', { name: l.changePassword }).click();
  await expect(page.getByRole('status').filter({ hasText: l.passwordChanged })).toBeVisible();

  expect((await refresh(request, other.refreshToken)).status()).toBe(401);
  // Its access token is good for at most 15 minutes from when it was issued.
  const claims = JSON.parse(Buffer.from(otherToken!.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };
  expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
  await expectLoggedOutWhenRenewing(other.page);
  await other.page.context().close();

  // This browser got a new session with the new password and keeps working.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: l.profileTitle })).toBeVisible();
  expect((await refresh(request, (await stored(page)).refreshToken)).status()).toBe(200);
});
