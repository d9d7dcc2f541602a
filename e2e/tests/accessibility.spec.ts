import { messages } from '@doorloopjes/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { politeAnnouncement, tabTo } from '../support/keyboard';
import { CONTENT_ROUTES, NAMED_ROUTES, PUBLIC_ROUTES, firstGuidePath, isUnsafeFixture, loggedInRoutes, pageTitle } from '../support/routes';
import { expectTargetsAtLeast24 } from '../support/targetSize';
import { createConfirmedUser } from '../support/users';

/**
 * What a scanner cannot see: page titles, focus and announcements on navigation, the tour and
 * the cookie banner with the keyboard, target sizes; and axe on every route at both widths,
 * also with the tour, a dialog and the assistant launcher open.
 */
const l = messages.layout;
const d = messages.doorloopjes;
const title = pageTitle;
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('page titles', () => {
  test('every logged-in page is named after its content', async ({ page, request, user }) => {
    for (const [path, name] of NAMED_ROUTES) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title(name));
    }
    for (const path of [...CONTENT_ROUTES, await firstGuidePath(request, user)]) {
      await page.goto(path);
      const heading = (await mainHeading(page).textContent())?.trim() ?? '';
      expect(heading, path).not.toBe('');
      await expect(page, path).toHaveTitle(title(heading));
    }
  });

  test("visitors' pages have their titles; the landing page keeps the product's name", async ({ page }) => {
    for (const [path, expected] of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page, path).toHaveTitle(expected);
    }
  });
});

test("the statement 'Toegankelijkheid' is linked from the landing page's footer and the profile menu", async ({ page, user }) => {
  const a = messages.accessibility;
  await page.goto('/toegankelijkheid');
  await expect(mainHeading(page)).toHaveText(a.title);
  await expect(page.getByRole('heading', { level: 2, name: a.notYetTitle })).toBeVisible();

  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: l.mainMenu });
  await menu.getByRole('button', { name: l.profileMenu }).click();
  await menu.getByRole('link', { name: a.title }).click();
  await expect(page).toHaveURL(/\/toegankelijkheid$/);
  await expect(mainHeading(page)).toBeFocused();

  await page.evaluate(() => localStorage.removeItem('jwt'));
  expect(user.id).toBeGreaterThan(0);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: a.title }).click();
  await expect(page).toHaveURL(/\/toegankelijkheid$/);
  await expect(page).toHaveTitle(title(a.title));
});

test.describe('keyboard only', () => {
  test('cookie banner first after the skip link; after a choice focus is on the heading', async ({ page }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: l.skipToContent })).toBeFocused();
    await page.keyboard.press('Tab');
    const banner = page.getByRole('region', { name: messages.auth.cookieRegionLabel });
    await expect(banner.getByRole('button').first()).toBeFocused();
    await tabTo(page, banner.getByRole('button', { name: messages.auth.accept }));
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();
  });

  test('log in, close the tour with Escape, open a guide, save it and set its status, go back', async ({ page, request }) => {
    const user = await createConfirmedUser(request);
    await page.goto('/');
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: messages.auth.login }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: messages.auth.login });
    await tabTo(page, dialog.getByLabel(messages.auth.email));
    await page.keyboard.type(user.email);
    await tabTo(page, dialog.getByLabel(messages.auth.password));
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');

    // The tour starts by itself for a new user; Escape ends it for good, focus goes to the page.
    const welcome = page.getByRole('alertdialog').filter({ hasText: l.tourWelcomeTitle });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('button', { name: l.tourSkip })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    await expect(page).toHaveTitle(title(l.dashboardTitle));
    await expect(mainHeading(page)).toBeFocused();
    await expect
      .poll(async () => {
        const me = await request.get(`${CONTENT_URL}/api/users/me`, { headers: { Authorization: `Bearer ${user.jwt}` } });
        return ((await me.json()) as { has_completed_tour: boolean | null }).has_completed_tour;
      })
      .toBe(true);

    // The sidebar comes before the page: back from the heading.
    await tabTo(page, page.getByRole('navigation', { name: l.mainMenu }).getByRole('link', { name: l.navDoorloopjes, exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(mainHeading(page)).toHaveText(l.navDoorloopjes);
    await expect(mainHeading(page)).toBeFocused();
    await expect(politeAnnouncement(page)).toHaveText(title(l.navDoorloopjes));

    const card = page.getByRole('main').locator('.dj-card-link').first();
    const guideTitle = ((await card.textContent()) ?? '').trim();
    await tabTo(page, card, { limit: 120 });
    await page.keyboard.press('Enter');
    await expect(mainHeading(page)).toBeFocused();
    const guideName = ((await mainHeading(page).textContent()) ?? '').trim();
    expect(guideTitle).toContain(guideName);
    await expect(page).toHaveTitle(title(guideName));
    await expect(politeAnnouncement(page)).toHaveText(title(guideName));

    await tabTo(page, page.getByRole('main').getByRole('button', { name: d.save }));
    await page.keyboard.press('Enter');
    await expect(politeAnnouncement(page)).toHaveText(d.favoriteSavedAnnouncement);
    const group = page.getByRole('main').getByRole('group', { name: d.statusLegend });
    await tabTo(page, group.getByRole('radio', { name: d.statusNotStarted }));
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: d.statusInProgress })).toBeChecked();
    await expect(politeAnnouncement(page)).toHaveText(d.statusSavedAnnouncement(d.statusInProgress));

    // The browser's back button: the list's heading gets focus and its title is announced.
    await page.goBack();
    await expect(mainHeading(page)).toHaveText(l.navDoorloopjes);
    await expect(mainHeading(page)).toBeFocused();
    await expect(page).toHaveTitle(title(l.navDoorloopjes));
    await expect(politeAnnouncement(page)).toHaveText(title(l.navDoorloopjes));
  });

  test('the skip link still jumps to the content after a navigation', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/doorloopjes');
    await expect(mainHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: l.skipToContent })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveTitle(title(l.navDoorloopjes));
  });
});

for (const { name, viewport } of WIDTHS) {
  test.describe(`axe and target sizes at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`every route (${name})`, async ({ page, request, user }) => {
      // One test walks every logged-in route with axe and the target-size check (a few seconds
      // each); the default minute left no room on a busy machine, so it gets its own budget.
      test.setTimeout(150_000);
      for (const path of await loggedInRoutes(request, user)) {
        // This news item is a fixture of the sanitiser test: its body is unsafe on purpose.
        if (isUnsafeFixture(path)) continue;
        await page.goto(path);
        await expect(mainHeading(page), path).toBeVisible();
        await expectNoSeriousViolations(page, { what: path });
        await expectTargetsAtLeast24(page, path);
      }
    });

    test(`visitors' routes (${name})`, async ({ page }) => {
      for (const [path] of PUBLIC_ROUTES) {
        await page.goto(path);
        await expect(mainHeading(page), path).toBeVisible();
        await expectNoSeriousViolations(page, { what: path });
        await expectTargetsAtLeast24(page, path);
      }
    });

    test(`with the tour, a dialog and the launcher open (${name})`, async ({ page, request }) => {
      const newcomer = await createConfirmedUser(request);
      await page.addInitScript((token) => localStorage.setItem('jwt', token), newcomer.jwt);
      await page.goto('/dashboard');
      const tour = page.getByRole('alertdialog').filter({ hasText: l.tourWelcomeTitle });
      await expect(tour).toBeVisible();
      await expectNoSeriousViolations(page, { what: 'the tour' });
      await expectTargetsAtLeast24(page, 'the tour');
      await tour.getByRole('button', { name: l.tourSkip }).click();
      await expect(tour).toBeHidden();

      // A dialog: 'Meer' on a phone (the bottom sheet), Contact on a wide screen.
      if (viewport.width < 768) await page.getByRole('navigation', { name: l.mainMenu }).getByRole('button', { name: l.navMore }).click();
      else await page.getByRole('button', { name: l.navContact }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page, { what: 'a dialog' });
      await expectTargetsAtLeast24(page, 'a dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.goto('/doorloopjes');
      await page.getByRole('button', { name: messages.assistant.title, exact: true }).click();
      await expect(page.getByRole('dialog', { name: messages.assistant.title })).toBeVisible();
      await expectNoSeriousViolations(page, { what: 'the launcher' });
      await expectTargetsAtLeast24(page, 'the launcher');
    });
  });
}

test('focus is not hidden under the launcher: the last link of a page scrolls above it', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await page.goto('/doorloopjes');
  await expect(mainHeading(page)).toBeVisible();
  const tray = page.getByRole('button', { name: messages.assistant.title, exact: true });
  await expect(tray).toBeVisible();
  const links = page.getByRole('main').locator('.dj-card-link');
  const last = links.last();
  await tabTo(page, last, { limit: 200 });
  const [target, launcher] = await Promise.all([last.boundingBox(), tray.boundingBox()]);
  expect(target && launcher).toBeTruthy();
  // The focused link ends above the launcher's top edge: nothing of it is covered.
  expect(target!.y + target!.height).toBeLessThanOrEqual(launcher!.y);
});
