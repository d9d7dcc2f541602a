import { messages } from '@doorloopjes/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { serverLists } from '../support/userLists';
import { apiLogin, useToken, type TestUser } from '../support/users';

/**
 * One account on two devices (two browser contexts, each with its own login) and in two tabs of
 * one browser: changes made in parallel all survive on the server, and the other device or tab
 * shows them once it regains focus (or at once, for a tab of the same browser).
 */

const t = messages.doorloopjes;
/** Seeded guides of the theme 'Instructie geven' (7 demo guides in book 1, and the test seed's guide without steps). */
const THEME = 'Instructie geven';
const GUIDE_A = 'Activeren van voorkennis';
const GUIDE_B = 'Het lesdoel zichtbaar maken';

interface Guide {
  id: number;
  documentId: string;
  slug: string;
}

async function guide(request: APIRequestContext, user: TestUser, title: string): Promise<Guide> {
  const response = await request.get(`${CONTENT_URL}/api/doorloopjes`, {
    params: { 'filters[title][$eq]': title },
    headers: { Authorization: `Bearer ${user.jwt}` },
  });
  const body = (await response.json()) as { data: Guide[] };
  expect(body.data, `seeded doorloopje '${title}'`).toHaveLength(1);
  return body.data[0]!;
}

/** A second device of the same account: its own browser context and its own login. */
async function secondDevice(browser: Browser, request: APIRequestContext, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const session = await apiLogin(request, user.email, user.password);
  await useToken(page, session.jwt, session.refreshToken);
  return page;
}

/** What a browser does when the window gets focus back. */
const regainFocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

const openGuide = async (page: Page, slug: string, title: string) => {
  await page.goto(`/doorloopjes/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
};
const statusRadio = (page: Page, name: string) => page.getByRole('group', { name: t.statusLegend }).getByRole('radio', { name });
const themeRegion = (page: Page) => page.getByRole('main').getByRole('region', { name: THEME });

test('favourites saved at the same moment on two devices both survive, and each device then shows both', async ({ browser, page, request, user }) => {
  const [a, b] = [await guide(request, user, GUIDE_A), await guide(request, user, GUIDE_B)];
  const phone = await secondDevice(browser, request, user);
  // Both devices loaded the user before either saves anything.
  await openGuide(page, a.slug, GUIDE_A);
  await openGuide(phone, b.slug, GUIDE_B);

  await Promise.all([page.getByRole('button', { name: t.save }).click(), phone.getByRole('button', { name: t.save }).click()]);
  await expect.poll(async () => (await serverLists(request, user)).favorite).toEqual([a.id, b.id].sort((x, y) => x - y));

  // Each device catches up when it regains focus: in-app navigation (no reload) to the list,
  // where the Opgeslagen filter shows both guides.
  for (const device of [page, phone]) {
    await device.getByRole('link', { name: THEME.toUpperCase() }).click();
    await regainFocus(device);
    const main = device.getByRole('main');
    await main.getByRole('button', { name: t.saved, exact: true }).click();
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(2);
    for (const title of [GUIDE_A, GUIDE_B]) await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await phone.context().close();
});

test('statuses changed at the same moment on two devices both survive', async ({ browser, page, request, user }) => {
  const [a, b] = [await guide(request, user, GUIDE_A), await guide(request, user, GUIDE_B)];
  const phone = await secondDevice(browser, request, user);
  await openGuide(page, a.slug, GUIDE_A);
  await openGuide(phone, b.slug, GUIDE_B);

  await Promise.all([statusRadio(page, t.statusInProgress).check(), statusRadio(phone, t.statusCompleted).check()]);
  await expect.poll(() => serverLists(request, user)).toMatchObject({ inprogress: [a.id], completed: [b.id] });

  // A move between the lists on one device keeps the other device's guide where it is.
  await statusRadio(page, t.statusCompleted).check();
  await expect.poll(() => serverLists(request, user)).toMatchObject({ inprogress: [], completed: [a.id, b.id].sort((x, y) => x - y) });
  await phone.context().close();
});

test('the other device shows a status change after it regains focus: detail, theme progress and list filter', async ({ browser, page, request, user }) => {
  const a = await guide(request, user, GUIDE_A);
  const phone = await secondDevice(browser, request, user);
  await page.goto('/doorloopjes');
  await expect(themeRegion(page).getByText(t.themeProgress(0, 8))).toBeVisible();

  await openGuide(phone, a.slug, GUIDE_A);
  await statusRadio(phone, t.statusCompleted).check();
  await expect.poll(async () => (await serverLists(request, user)).completed).toEqual([a.id]);

  await regainFocus(page);
  await expect(themeRegion(page).getByText(t.themeProgress(1, 8))).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: t.completed, exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([GUIDE_A]);

  // And back: the phone sets it to in progress, the laptop's detail page follows on focus.
  await openGuide(page, a.slug, GUIDE_A);
  await expect(statusRadio(page, t.statusCompleted)).toBeChecked();
  await statusRadio(phone, t.statusInProgress).check();
  await expect.poll(async () => (await serverLists(request, user)).inprogress).toEqual([a.id]);
  await regainFocus(page);
  await expect(statusRadio(page, t.statusInProgress)).toBeChecked();
  await phone.context().close();
});

test('a second tab of the same browser follows at once, without focus', async ({ page, request, user }) => {
  const a = await guide(request, user, GUIDE_A);
  const otherTab = await page.context().newPage();
  await openGuide(page, a.slug, GUIDE_A);
  await openGuide(otherTab, a.slug, GUIDE_A);
  await page.getByRole('button', { name: t.save }).click();
  await expect(otherTab.getByRole('button', { name: t.savedButton })).toBeVisible();
  await otherTab.close();
});

test('a cluster saved on another device meanwhile: the conflict dialog loads the newer one and keeps mine to put back', async ({ browser, page, request, user }) => {
  const c = messages.cluster;
  const phone = await secondDevice(browser, request, user);
  const placed = (device: Page) => device.getByRole('region', { name: new RegExp(c.placedTitle) }).getByRole('listitem');
  const add = async (device: Page, title: string) => {
    await device.getByLabel(c.searchLabel).fill(title);
    await device.getByRole('button', { name: c.add(title, c.typeLabels.doorloopje) }).first().click();
  };
  for (const device of [page, phone]) {
    await device.goto('/cluster-builder-test');
    await expect(device.getByLabel(c.searchLabel)).toBeVisible();
  }

  await add(phone, GUIDE_B);
  await phone.getByRole('button', { name: c.save, exact: true }).click();
  await expect(phone.getByText(c.saved)).toBeVisible();

  await add(page, GUIDE_A);
  await page.getByRole('button', { name: c.save, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: c.conflictTitle });
  await expect(dialog).toContainText(c.conflictText);

  await dialog.getByRole('button', { name: c.conflictLoadNewer }).click();
  await expect(page.getByText(c.conflictLoaded)).toBeVisible();
  await expect(placed(page)).toHaveCount(1);
  await expect(placed(page).first()).toContainText(GUIDE_B);

  await page.getByRole('button', { name: c.restoreMine }).click();
  await expect(placed(page).first()).toContainText(GUIDE_A);
  await page.getByRole('button', { name: c.save, exact: true }).click();
  await expect(page.getByText(c.saved)).toBeVisible();

  const me = await request.get(`${CONTENT_URL}/api/users/me`, { headers: { Authorization: `Bearer ${user.jwt}` } });
  const stored = (await me.json()) as { cluster_builder_state: Array<{ id: number | string }>; cluster_builder_version: number };
  // Saved layouts name items by documentId (stable when an editor republishes).
  expect(stored.cluster_builder_state).toEqual([expect.objectContaining({ id: (await guide(request, user, GUIDE_A)).documentId })]);
  expect(stored.cluster_builder_version).toBe(2);
  await phone.context().close();
});

test('a profile saved on another device meanwhile: the form says so and "Toch opslaan" overwrites it', async ({ browser, page, request, user }) => {
  const l = messages.layout;
  const phone = await secondDevice(browser, request, user);
  for (const device of [page, phone]) {
    await device.goto('/profile');
    await expect(device.getByLabel(l.fieldCity)).toBeVisible();
  }
  await phone.getByLabel(l.fieldCity).fill('Zwolle');
  await phone.getByRole('button', { name: l.save }).click();
  await expect(phone.getByRole('status').filter({ hasText: l.profileSaved })).toBeVisible();

  await page.getByLabel(l.fieldCity).fill('Deventer');
  await page.getByRole('button', { name: l.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: l.profileConflict })).toBeVisible();
  await page.getByRole('button', { name: l.profileConflictOverwrite }).click();
  await expect(page.getByRole('status').filter({ hasText: l.profileSaved })).toBeVisible();

  const me = await request.get(`${CONTENT_URL}/api/users/me`, { headers: { Authorization: `Bearer ${user.jwt}` } });
  expect(await me.json()).toMatchObject({ city: 'Deventer', profile_version: 2 });
  await phone.context().close();
});
