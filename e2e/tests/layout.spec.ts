import { messages } from '@doorloopjes/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CONTENT_URL, REMOTE_ORIGINS } from '../support/env';
import { createConfirmedUser, useToken, type TestUser } from '../support/users';
import { expectNoSeriousViolations } from '../support/axe';

/** The logged-in frame: top-bar search, profile, onboarding tour and dashboard. */

const l = messages.layout;
const MOBILE = { width: 390, height: 844 };
const TOUR_ROUTES = ['/dashboard', '/dashboard', '/doorloopjes', '/cluster-builder-test', '/nieuws', '/achtergronden', '/webinars', '/webinars', '/dashboard'];
const WIDGETS = [l.widgetFeatured, l.widgetProgress, l.widgetInProgress, l.widgetNews];

interface Me {
  fullName: string;
  has_completed_tour: boolean | null;
  educationRole: string;
  educationRoleOther: string;
  educationSector: string;
  schoolName: string;
  city: string;
  isStudent: boolean;
}

async function me(request: APIRequestContext, jwt: string): Promise<Me> {
  const response = await request.get(`${CONTENT_URL}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Me;
}

/** A fresh account whose tour has not been done yet (the `user` fixture completes it). */
async function userWithTour(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = await createConfirmedUser(request, 'Tour Docent');
  await useToken(page, user.jwt);
  return user;
}

const tooltip = (page: Page) => page.getByRole('alertdialog');
const nextButton = (page: Page, step: number) => tooltip(page).getByRole('button', { name: l.tourNext(step, 9) });
const pathIs = (path: string) => new RegExp(`${path.replace(/\//g, '\\/')}$`);

async function waitForDashboardWidgets(page: Page) {
  for (const name of WIDGETS) await expect(page.getByRole('group', { name }).getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('desktop (1440 px)', () => {
  test('the full tour runs over its routes to Klaar and sets has_completed_tour', async ({ page, request }) => {
    const user = await userWithTour(page, request);
    await page.goto('/profile');
    await expect(tooltip(page)).toContainText(l.tourWelcomeTitle);
    for (let index = 0; index < 8; index += 1) {
      await expect(page).toHaveURL(pathIs(TOUR_ROUTES[index]!));
      // 'Overslaan' on every step, the welcome included.
      await expect(tooltip(page).getByRole('button', { name: l.tourSkip })).toBeVisible();
      await nextButton(page, index + 1).click();
    }
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await expect(tooltip(page)).toContainText(l.tourProfile);
    const completed = page.waitForRequest((sent) => sent.method() === 'PUT' && sent.url().endsWith(`/api/users/${user.id}`));
    await tooltip(page).getByRole('button', { name: l.tourLast }).click();
    expect((await completed).postDataJSON()).toEqual({ has_completed_tour: true });
    await expect(tooltip(page)).toHaveCount(0);
    await expect.poll(async () => (await me(request, user.jwt)).has_completed_tour).toBe(true);
    await page.reload();
    await expect(page.getByRole('navigation', { name: l.mainMenu })).toBeVisible();
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('Terug goes back a step and route; Escape ends the tour as Overslaan does', async ({ page, request }) => {
    const user = await userWithTour(page, request);
    await page.goto('/dashboard');
    await nextButton(page, 1).click();
    await nextButton(page, 2).click();
    await expect(page).toHaveURL(pathIs('/doorloopjes'));
    await tooltip(page).getByRole('button', { name: l.tourBack }).click();
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await expect(nextButton(page, 2)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toHaveCount(0);
    await expect.poll(async () => (await me(request, user.jwt)).has_completed_tour).toBe(true);
  });

  test("'Uitleg/Help' restarts the tour, and Overslaan ends it", async ({ page, user }) => {
    await page.goto('/webinars');
    await expect(page.getByRole('navigation', { name: l.mainMenu })).toBeVisible();
    await expect(tooltip(page)).toHaveCount(0);
    await page.getByRole('button', { name: l.help }).click();
    await expect(tooltip(page)).toContainText(l.tourWelcomeTitle);
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await nextButton(page, 1).click();
    await tooltip(page).getByRole('button', { name: l.tourSkip }).click();
    await expect(tooltip(page)).toHaveCount(0);
    expect((await me(api(page), user.jwt)).has_completed_tour).toBe(true);
  });

  test('the sidebar lists the links in the order of docs/product.md with Contact and the profile menu', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: l.mainMenu });
    await expect(menu.getByRole('link')).toHaveText([l.navHome, l.navDoorloopjes, l.navClusters, l.navNews, l.navKennisbank, l.navWebinars]);
    await menu.getByRole('button', { name: l.navContact }).click();
    const contact = page.getByRole('dialog', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/doorloopjes');
    await page.keyboard.press('Escape');
    await expect(contact).toHaveCount(0);
    await menu.getByRole('button', { name: l.profileMenu }).click();
    await menu.getByRole('link', { name: l.profileSettings }).click();
    await expect(page).toHaveURL(pathIs('/profile'));
    await menu.getByRole('button', { name: l.profileMenu }).click();
    await menu.getByRole('button', { name: l.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  test("the top bar shows the user's name and initials, linking to /profile", async ({ page, user }) => {
    await page.goto('/dashboard');
    const badge = page.getByRole('link', { name: user.fullName });
    await expect(badge).toContainText('ED');
    await badge.click();
    await expect(page).toHaveURL(pathIs('/profile'));
  });

  test('the search finds a seeded title case-insensitively and opens it with the keyboard', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: l.searchPlaceholder });
    await search.fill('e');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(5);
    await search.fill('TIME-TIMER');
    const hit = page.getByRole('option', { name: 'Time-timer gebruiken' });
    await expect(hit).toBeVisible();
    await expect(hit.locator('img')).toHaveAttribute('src', /\/uploads\//);
    await search.press('ArrowDown');
    await expect(hit).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/doorloopjes\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Time-timer gebruiken' })).toBeVisible();
    await search.fill('zzzz-bestaat-niet');
    await expect(page.getByText(l.noSearchResults)).toBeVisible();
  });

  test('a profile edit persists after reload', async ({ page, user }) => {
    await page.goto('/profile');
    await expect(page.getByLabel(l.fieldEmail)).toBeDisabled();
    await expect(page.getByLabel(l.fieldEmail)).toHaveValue(user.email);
    await page.getByLabel(new RegExp(`^${l.fieldFullName}`)).fill('Anne de Vries');
    await page.getByLabel(new RegExp(`^${l.fieldEducationRole}`)).selectOption('anders');
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByRole('alert')).toHaveText(l.fillOtherRole);
    await page.getByLabel(new RegExp(`^${l.fieldEducationRoleOther}`)).fill('Intern begeleider');
    await page.getByLabel(new RegExp(`^${l.fieldEducationSector}`)).selectOption('VO');
    await page.getByLabel(l.fieldCity).fill('Zwolle');
    await page.getByRole('checkbox', { name: l.fieldIsStudent }).check();
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByRole('status').filter({ hasText: l.profileSaved })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anne de Vries' })).toContainText('AV');
    // The visible message clears itself after 3 seconds (the live region keeps what it announced).
    await expect(page.locator('.form-message-success', { hasText: l.profileSaved })).toHaveCount(0, { timeout: 5000 });
    await page.reload();
    await expect(page.getByLabel(new RegExp(`^${l.fieldFullName}`))).toHaveValue('Anne de Vries');
    await expect(page.getByLabel(new RegExp(`^${l.fieldEducationRoleOther}`))).toHaveValue('Intern begeleider');
    await expect(page.getByLabel(new RegExp(`^${l.fieldEducationSector}`))).toHaveValue('VO');
    await expect(page.getByLabel(l.fieldCity)).toHaveValue('Zwolle');
    await expect(page.getByRole('checkbox', { name: l.fieldIsStudent })).toBeChecked();
    expect(await me(api(page), user.jwt)).toMatchObject({ fullName: 'Anne de Vries', educationRole: 'anders', educationSector: 'VO', city: 'Zwolle', isStudent: true });
  });

  test('a password change works and the old password then fails', async ({ page, user }) => {
    await page.goto('/profile');
    const current = page.getByLabel(new RegExp(`^${l.currentPassword}`));
    const next = page.getByLabel(new RegExp(`^${l.newPassword}`));
    const confirmation = page.getByLabel(new RegExp(`^${l.confirmNewPassword}`));
    await current.fill('niet-mijn-wachtwoord');
    await next.fill('Nieuw!Wachtwoord2');
    await confirmation.fill('Nieuw!Wachtwoord3');
    await page.getByRole('button', { name: l.changePassword }).click();
    await expect(page.getByRole('alert')).toHaveText(l.passwordFieldsInvalid);
    await confirmation.fill('Nieuw!Wachtwoord2');
    await page.getByRole('button', { name: l.changePassword }).click();
    await expect(page.getByRole('alert')).toHaveText(l.passwordChangeFailed);
    await current.fill(user.password);
    await page.getByRole('button', { name: l.changePassword }).click();
    await expect(page.getByRole('status').filter({ hasText: l.passwordChanged })).toBeVisible();
    const login = (password: string) => api(page).post(`${CONTENT_URL}/api/auth/local`, { data: { identifier: user.email, password } });
    expect((await login(user.password)).status()).toBe(400);
    expect((await login('Nieuw!Wachtwoord2')).ok()).toBeTruthy();
    // Still logged in after the change.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: l.profileTitle })).toBeVisible();
  });

  test('the dashboard shows the chat and all four widget areas', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/dashboard');
    await waitForDashboardWidgets(page);
    await expect(page.getByRole('main')).not.toContainText(messages.common.remoteUnavailable);
  });

  test('with mf-content blocked the doorloopjes widgets still render', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.route(`${REMOTE_ORIGINS.content}/**`, (route) => route.abort());
    await page.goto('/dashboard');
    for (const name of [l.widgetFeatured, l.widgetNews]) await expect(page.getByRole('group', { name })).toContainText(messages.common.remoteUnavailable);
    for (const name of [l.widgetProgress, l.widgetInProgress]) {
      const area = page.getByRole('group', { name });
      await expect(area.getByRole('heading').first()).toBeVisible();
      await expect(area).not.toContainText(messages.common.remoteUnavailable);
    }
  });

  test('one page_view analytics event is sent per route change', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    const paths: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() !== 'POST' || !sent.url().startsWith(`${CONTENT_URL}/api/analytics-events`)) return;
      const body = sent.postDataJSON() as { data: { type: string; path: string } };
      if (body.data.type === 'page_view') paths.push(body.data.path);
    });
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: l.mainMenu });
    await menu.getByRole('link', { name: l.navWebinars }).click();
    await expect(page).toHaveURL(pathIs('/webinars'));
    await menu.getByRole('link', { name: l.navNews }).click();
    await expect(page).toHaveURL(pathIs('/nieuws'));
    await expect.poll(() => paths).toEqual(['/dashboard', '/webinars', '/nieuws']);
  });

  test('axe: no serious or critical violation on /dashboard', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/dashboard');
    await waitForDashboardWidgets(page);
    await expectNoSeriousViolations(page);
  });

  test('axe: no serious or critical violation on /profile', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: l.profileTitle })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('mobile (390 px)', () => {
  test.use({ viewport: MOBILE });

  test("the 'Meer' sheet holds Kennisbank, Webinars, Contact and AI", async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/dashboard');
    await page.evaluate(() => {
      const counter = window as unknown as { aiOpened: number };
      counter.aiOpened = 0;
      window.addEventListener('open-ai-assistant', () => (counter.aiOpened += 1));
    });
    const menu = page.getByRole('navigation', { name: l.mainMenu });
    await expect(menu.getByRole('link', { name: l.navHome })).toBeVisible();
    for (const name of [l.navClusters, l.navKennisbank, l.navWebinars]) await expect(menu.getByRole('link', { name })).toBeHidden();
    await expect(menu.getByRole('button', { name: l.navContact })).toBeHidden();

    await menu.getByRole('button', { name: l.navMore }).click();
    const sheet = page.getByRole('dialog', { name: l.navMore });
    await expect(sheet.getByRole('link')).toHaveText([l.navKennisbank, l.navWebinars]);
    await expect(sheet.getByRole('button', { name: l.navContact })).toBeVisible();
    await expect(sheet.getByRole('button', { name: l.navAi })).toBeVisible();
    await sheet.getByRole('link', { name: l.navKennisbank }).click();
    await expect(page).toHaveURL(pathIs('/achtergronden'));
    await expect(sheet).toHaveCount(0);

    await menu.getByRole('button', { name: l.navMore }).click();
    await sheet.getByRole('button', { name: l.navContact }).click();
    const contact = page.getByRole('dialog', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(contact).toHaveCount(0);

    // AI asks the assistant to open through the shared window event.
    await menu.getByRole('button', { name: l.navMore }).click();
    await sheet.getByRole('button', { name: l.navAi }).click();
    await expect(sheet).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { aiOpened: number }).aiOpened)).toBe(1);
  });

  test('the tour skips the hidden Clusters step, opens the sheet for its steps and ends with Klaar', async ({ page, request }) => {
    const user = await userWithTour(page, request);
    await page.goto('/dashboard');
    await nextButton(page, 1).click();
    await nextButton(page, 2).click();
    await expect(page).toHaveURL(pathIs('/doorloopjes'));
    await nextButton(page, 3).click();
    // Clusters has no visible link on a phone: the tour moves on to Nieuws.
    await expect(nextButton(page, 5)).toBeVisible();
    await expect(page).toHaveURL(pathIs('/nieuws'));
    const sheet = page.getByRole('dialog', { name: l.navMore });
    await expect(sheet).toHaveCount(0);
    await nextButton(page, 5).click();
    await expect(sheet).toBeVisible();
    await expect(tooltip(page)).toContainText(l.tourKennisbank);
    await nextButton(page, 6).click();
    await expect(tooltip(page)).toContainText(l.tourWebinars);
    await nextButton(page, 7).click();
    await expect(tooltip(page)).toContainText(l.tourContact);
    await expect(sheet).toBeVisible();
    await nextButton(page, 8).click();
    await expect(sheet).toHaveCount(0);
    await expect(tooltip(page)).toContainText(l.tourProfile);
    await tooltip(page).getByRole('button', { name: l.tourLast }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect.poll(async () => (await me(request, user.jwt)).has_completed_tour).toBe(true);
  });

  test('the dashboard shows all four widget areas, and axe finds nothing serious', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/dashboard');
    await waitForDashboardWidgets(page);
    await expectNoSeriousViolations(page);
  });
});

/** The page's own API context (shares nothing with the browser's storage). */
function api(page: Page): APIRequestContext {
  return page.request;
}
