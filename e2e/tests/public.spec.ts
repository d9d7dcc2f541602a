import { messages } from '@doorloopjes/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, completeTour, createConfirmedUser, linkFromMail, mailsFor, uniqueEmail } from '../support/users';
import { expectNoSeriousViolations } from '../support/axe';
import { CONTENT_URL } from '../support/env';

/** The page's own status message, not the shell's always-present live region for announcements. */
const pageStatus = (page: Page) => page.locator('[role="status"]:not([data-announcer])');

/**
 * The public side of the shell against the real content service and MailDev: registration with
 * e-mail confirmation, login and logout, password reset, login errors, the 'Meer info' round trip,
 * cookie consent, the login guard, and axe on the landing page and every modal.
 */
const m = messages.auth;

const CONFIRMATION_LINK = /https?:\/\/localhost:3000\/verify-email\?confirmation=[^"'\s<>&]+/;
const RESET_LINK = /https?:\/\/localhost:3000\/reset-password\?code=[^"'\s<>&]+/;

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function loginThroughModal(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: m.login });
  await dialog.getByLabel(m.email).fill(email);
  await dialog.getByLabel(m.password).fill(password);
  await dialog.getByRole('button', { name: m.login }).click();
}

test('register through the UI, confirm through the e-mailed link, log in and log out', async ({ page, request }) => {
  const email = uniqueEmail('ui-register');
  const password = 'Registratie!2026';
  await openLanding(page);
  await page.getByRole('banner').getByRole('button', { name: m.register }).click();

  const dialog = page.getByRole('dialog', { name: m.register });
  await dialog.getByLabel(m.fullName).fill('Meester Playwright');
  await dialog.getByLabel(m.email).fill(email);
  await dialog.getByLabel(m.password).fill(password);
  await dialog.getByLabel(m.educationRole).selectOption('anders');
  await dialog.getByLabel(m.educationSector).selectOption('VO');
  await dialog.getByRole('button', { name: m.next }).click();
  await expect(dialog.getByRole('alert')).toHaveText(m.fillOtherRole);
  await dialog.getByLabel(m.educationRoleOther).fill('Intern begeleider');
  await dialog.getByRole('button', { name: m.next }).click();
  await dialog.getByLabel(m.schoolName).fill('Het Lyceum');
  await dialog.getByLabel(m.city).fill('Utrecht');
  await dialog.getByRole('button', { name: m.createAccount }).click();
  await expect(page.getByRole('dialog', { name: m.registrationCompleted })).toContainText(m.registrationCompletedText);

  // Before confirming, login is refused with the unconfirmed message.
  await page.getByRole('button', { name: m.goToLogin }).click();
  await loginThroughModal(page, email, password);
  await expect(page.getByRole('dialog', { name: m.login }).getByRole('alert')).toContainText(m.accountNotConfirmed);
  await page.keyboard.press('Escape');

  // The confirmation mail greets her by name, with every placeholder filled (no template syntax left).
  const confirmationLink = await linkFromMail(request, email, CONFIRMATION_LINK);
  const [mail] = await mailsFor(request, email);
  expect(mail?.html).toContain('Hallo Meester Playwright,');
  expect(`${mail?.html ?? ''} ${mail?.text ?? ''}`).not.toMatch(/<%|%>|USER\.|\{\{/);

  await page.goto(confirmationLink);
  await expect(pageStatus(page)).toHaveText(m.confirmationSuccess);

  // The tour of a new account would cover the page; it is not under test here.
  const session = await apiLogin(request, email, password);
  await completeTour(request, session);

  await page.getByRole('link', { name: m.backToLogin }).click();
  await loginThroughModal(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: messages.layout.profileMenu }).click();
  await page.getByRole('button', { name: messages.layout.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: m.login })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('reset a password through the e-mailed link and log in with it', async ({ page, request }) => {
  const account = await createConfirmedUser(request, 'Reset Docent');
  const newPassword = 'Vernieuwd!2026';
  await openLanding(page);
  await page.getByRole('banner').getByRole('button', { name: m.login }).click();
  await page.getByRole('button', { name: m.forgotPasswordLink }).click();
  const dialog = page.getByRole('dialog', { name: m.forgotPasswordTitle });
  await dialog.getByLabel(m.email).fill(account.email);
  await dialog.getByRole('button', { name: m.forgotPasswordSubmit }).click();
  await expect(dialog.getByRole('status')).toContainText(m.forgotPasswordSuccess);

  await page.goto(await linkFromMail(request, account.email, RESET_LINK));
  await page.getByLabel(m.newPassword).fill(newPassword);
  await page.getByLabel(m.confirmNewPassword).fill(newPassword);
  await page.getByRole('button', { name: m.resetSubmit }).click();
  await expect(pageStatus(page)).toHaveText(m.resetSuccess);

  await completeTour(request, account);
  await page.getByRole('link', { name: m.goToLogin }).click();
  await loginThroughModal(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reset link without code says the code is invalid or missing', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(m.resetCodeMissing);
});

test('a wrong password shows the credentials message, the old-site hint and Registreer opnieuw', async ({ page, request }) => {
  const account = await createConfirmedUser(request, 'Fout Wachtwoord');
  await openLanding(page);
  await page.getByRole('banner').getByRole('button', { name: m.login }).click();
  await loginThroughModal(page, account.email, 'helemaal-fout');
  const alert = page.getByRole('dialog', { name: m.login }).getByRole('alert');
  await expect(alert).toContainText(m.invalidCredentials);
  await expect(alert).toContainText(m.oldAccountHint);
  await alert.getByRole('button', { name: m.registerAgain }).click();
  await expect(page.getByRole('dialog', { name: m.register })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("'Meer info' while logged out asks to log in and then opens that content", async ({ page, request }) => {
  const account = await createConfirmedUser(request, 'Meer Info');
  await completeTour(request, account);
  await openLanding(page);
  await page.getByRole('button', { name: m.moreInfo }).first().click();
  const dialog = page.getByRole('dialog', { name: m.login });
  await expect(dialog).toContainText(m.loginRequiredForContent);
  await loginThroughModal(page, account.email, account.password);
  await expect(page).toHaveURL(/\/(nieuws-item|artikel|webinars)\/[^/]+$/);
});

test('the cookie choice survives a reload', async ({ page }) => {
  await openLanding(page);
  const banner = page.getByRole('region', { name: m.cookieRegionLabel });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: m.decline }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: m.cookieRegionLabel })).toHaveCount(0);
});

test('a guarded route without a token lands on / and replaces the history entry', async ({ page }) => {
  await page.goto('/verify-email');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/verify-email$/);
});

test('axe: the landing page and each modal have no serious or critical violations', async ({ page }) => {
  await openLanding(page);
  await expectNoSeriousViolations(page, { what: 'the landing page with the cookie banner' });

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: m.login }).click();
  await expect(page.getByRole('dialog', { name: m.login })).toBeVisible();
  await expectNoSeriousViolations(page, { what: 'the login modal' });
  await page.getByRole('button', { name: m.forgotPasswordLink }).click();
  await expectNoSeriousViolations(page, { what: 'the forgot-password mode' });
  await page.keyboard.press('Escape');

  await banner.getByRole('button', { name: m.register }).click();
  const register = page.getByRole('dialog', { name: m.register });
  await register.getByRole('button', { name: m.next }).click();
  await expect(register.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(page, { what: 'registration step 1 with its message' });
  await page.keyboard.press('Escape');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: m.contact }).click();
  await expect(page.getByRole('dialog')).not.toContainText(m.contentLoading);
  await expectNoSeriousViolations(page, { what: 'the contact modal' });
  await page.keyboard.press('Escape');

  await footer.getByRole('button', { name: m.privacyPolicy }).click();
  await expect(page.getByRole('dialog')).not.toContainText(m.contentLoading);
  await expectNoSeriousViolations(page, { what: 'the privacy modal' });
});

/** Where an element is on the page; fails when it is not rendered. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

test.describe('the landing page on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one compact header row with the name once and the foundation whole; the hero title shows above the cookie banner', async ({ page, request }) => {
    const settings = ((await (await request.get(`${CONTENT_URL}/api/global-setting`)).json()) as { data: { siteTitle: string; poweredByName: string } }).data;
    await openLanding(page);
    const header = page.getByRole('banner');
    expect((await boxOf(header)).height).toBeLessThanOrEqual(88);

    // The uploaded logo carries the name; no visible text repeats it.
    const logo = header.getByRole('img', { name: settings.siteTitle });
    await expect(logo).toBeVisible();
    await expect(header.getByText(settings.siteTitle, { exact: true }).filter({ visible: true })).toHaveCount(0);

    // One row: both entry buttons sit level with the logo, not below it.
    const logoBox = await boxOf(logo);
    const login = await boxOf(header.getByRole('button', { name: m.login }));
    const register = await boxOf(header.getByRole('button', { name: m.register }));
    for (const button of [login, register]) expect(button.y).toBeLessThan(logoBox.y + logoBox.height);

    // The foundation's name is shown whole: not cut off by its box and not under the buttons.
    await expect(header.getByRole('link', { name: settings.poweredByName })).toBeVisible();
    const foundation = header.getByText(settings.poweredByName, { exact: true }).filter({ visible: true });
    await expect(foundation).toHaveCount(1);
    const poweredBy = foundation.locator('xpath=ancestor::p[1]');
    const { scrollWidth, clientWidth } = await poweredBy.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const nameBox = await boxOf(foundation);
    expect(nameBox.width).toBeGreaterThan(0);
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(Math.min(login.x, (await boxOf(poweredBy)).x + (await boxOf(poweredBy)).width));

    // The first screen shows the hero's title whole, above the cookie banner.
    const banner = page.getByRole('region', { name: m.cookieRegionLabel });
    await expect(banner).toBeVisible();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeInViewport({ ratio: 1 });
    const titleBox = await boxOf(title);
    expect(titleBox.y + titleBox.height).toBeLessThanOrEqual((await boxOf(banner)).y);
  });
});

test('axe: the reset and confirmation pages', async ({ page }) => {
  await page.goto('/reset-password?code=voorbeeld');
  await expect(page.getByLabel(m.newPassword)).toBeVisible();
  await expectNoSeriousViolations(page, { what: '/reset-password' });
  await page.goto('/verify-email');
  await expect(pageStatus(page)).toHaveText(m.confirmationMissing);
  await expectNoSeriousViolations(page, { what: '/verify-email' });
});

test('the landing feed puts the earliest upcoming webinar first, labelled WEBINAR, among other kinds', async ({ page, request }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[inhoud]')) refused.push(message.text());
  });
  // What a visitor may read: the flagged webinars that have not taken place, earliest first.
  const upcoming = await request.get(
    `${CONTENT_URL}/api/digidates?filters[show_on_homepage][$eq]=true&filters[has_taken_place][$eq]=false&sort=event_date:asc&fields=title`,
  );
  expect(upcoming.status()).toBe(200);
  const [earliest] = ((await upcoming.json()) as { data: { title: string }[] }).data;
  expect(earliest).toBeDefined();

  await openLanding(page);
  const entries = page.getByRole('region', { name: m.feedTitle }).getByRole('article');
  await expect(entries).toHaveCount(3);
  await expect(entries.first().getByRole('heading')).toHaveText(earliest!.title);
  await expect(entries.first().getByText(m.webinarLabel, { exact: true })).toBeVisible();
  const kindsShown: string[] = [];
  for (const label of [m.webinarLabel, m.newsLabel, m.articleLabel]) {
    if ((await entries.getByText(label, { exact: true }).count()) > 0) kindsShown.push(label);
  }
  expect(kindsShown.length).toBeGreaterThanOrEqual(2);
  expect(refused).toEqual([]);
});
