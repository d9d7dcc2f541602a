import { OFFLINE_DB_NAME, OFFLINE_STORE_NAME, PERSONAL_CACHE_NAMES, QUERY_CACHE_KEY } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { serverLists } from '../support/userLists';
import type { TestUser } from '../support/users';

/**
 * Classroom wifi: with the content service unreachable (blocked at the browser context, which
 * also catches the service worker's requests) or the browser offline, the shell says so, shows
 * what was seen before (the session's snapshot and the persisted query cache in IndexedDB, the
 * step images from the service worker's cache), marked as possibly out of date, refuses writes
 * with a message, and recovers without a reload. A logout leaves nothing personal in storage or
 * caches. The only spec with the service worker allowed.
 */
test.use({ serviceWorkers: 'allow' });

const c = messages.common;
const d = messages.doorloopjes;
const GUIDE = 'Het lesdoel zichtbaar maken';
const WEBINAR = { slug: 'feedback-die-werkt', path: '/webinars/feedback-die-werkt', title: 'Feedback die werkt' };

const main = (page: Page) => page.getByRole('main');
const notice = (page: Page) => page.getByRole('alert').filter({ hasText: c.connectionLost });

async function guideSlug(request: APIRequestContext, user: TestUser): Promise<{ id: number; slug: string }> {
  const response = await request.get(`${CONTENT_URL}/api/doorloopjes`, { params: { 'filters[title][$eq]': GUIDE }, headers: { Authorization: `Bearer ${user.jwt}` } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: Array<{ id: number; slug: string }> }).data[0]!;
}

/** The first visit: the worker takes control, then the guide is opened and all its step images shown. */
async function openGuideOnce(page: Page, slug: string) {
  await page.goto('/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.goto(`/doorloopjes/${slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: GUIDE })).toBeVisible();
  await expectStepImagesShown(page);
  // Kept on the device (the persister saves within a second) before the next page load.
  await expect.poll(() => persistedQueryKeys(page)).toContain(JSON.stringify(['doorloopjes', 'detail', slug]));
}

/** Every image of the guide's steps is scrolled into view (they load lazily) and has pixels. */
async function expectStepImagesShown(page: Page) {
  const images = main(page).locator('.dj-step-image');
  await expect(images.first()).toBeAttached();
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)))
    .toBe(true);
}

/** The webinar page is opened once; it and the guide opened before are on the device. */
async function openWebinarOnce(page: Page) {
  await page.goto(WEBINAR.path);
  await expect(main(page).getByRole('heading', { level: 1, name: WEBINAR.title })).toBeVisible();
  await expect.poll(() => persistedQueryKeys(page)).toContain(JSON.stringify(['digidates', 'detail', WEBINAR.slug]));
  expect(await persistedQueryCache(page)).toContain(GUIDE);
}

/** The keys of the offline store, and the persisted query cache (undefined when absent). */
async function offlineStore(page: Page): Promise<{ keys: string[]; queryCache: string | undefined }> {
  return page.evaluate(
    ({ dbName, storeName, queryCacheKey }) =>
      new Promise<{ keys: string[]; queryCache: string | undefined }>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve({ keys: [], queryCache: undefined });
          const store = db.transaction(storeName).objectStore(storeName);
          const keys = store.getAllKeys();
          const cache = store.get(queryCacheKey);
          cache.onsuccess = () => resolve({ keys: keys.result.map(String), queryCache: cache.result as string | undefined });
          cache.onerror = () => reject(cache.error);
        };
      }),
    { dbName: OFFLINE_DB_NAME, storeName: OFFLINE_STORE_NAME, queryCacheKey: QUERY_CACHE_KEY },
  );
}
const persistedQueryCache = async (page: Page) => (await offlineStore(page)).queryCache;

/**
 * The keys of the queries kept on the device. A page counts as kept when its own query is: its
 * title alone can also stand in another query (the dashboard's featured webinars), which the
 * persister may have saved a moment before the page's own answer.
 */
async function persistedQueryKeys(page: Page): Promise<string[]> {
  const raw = await persistedQueryCache(page);
  if (!raw) return [];
  const parsed = JSON.parse(raw) as { clientState?: { queries?: Array<{ queryKey: unknown }> } };
  return (parsed.clientState?.queries ?? []).map((query) => JSON.stringify(query.queryKey));
}

/** An in-app navigation (no page load), as a click on a link would do. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Takes the browser offline as a teacher's laptop goes offline: no network, and `navigator.onLine`
 * false in this page and every page loaded after it. Chromium 150's offline emulation (Debian's
 * package) stops the network but leaves `navigator.onLine` true, which no real offline browser
 * reports; the platform refuses writes by that flag, so the test sets it as the browser would.
 */
async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  const reportOffline = () => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  await context.addInitScript(reportOffline);
  await page.evaluate(reportOffline);
}

async function blockContentService(context: BrowserContext) {
  await context.route(`${CONTENT_URL}/**`, (route) => route.abort('internetdisconnected'));
}

test('with the content service down: the notice, the last session and the pages opened before, a refused write, recovery without a reload', async ({ page, context, request, user }) => {
  test.setTimeout(150_000);
  const guide = await guideSlug(request, user);
  await openGuideOnce(page, guide.slug);
  await openWebinarOnce(page);

  // During the session: a page never opened cannot load, which reveals the lost connection; the
  // pages opened before stay readable from memory, marked as possibly out of date.
  await blockContentService(context);
  await navigateInApp(page, '/nieuws-item/doorloopjes-vernieuwd');
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(c.savedPagesNotice);
  await navigateInApp(page, WEBINAR.path);
  await expect(main(page).getByRole('heading', { level: 1, name: WEBINAR.title })).toBeVisible();
  await navigateInApp(page, `/doorloopjes/${guide.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: GUIDE })).toBeVisible();
  await expect(notice(page)).toContainText(c.savedPagesNotice);

  // After a reload, still without the service: the last session and the pages come from the device.
  await page.goto(WEBINAR.path);
  await expect(main(page).getByRole('heading', { level: 1, name: WEBINAR.title })).toBeVisible();
  await expect(notice(page)).toContainText(c.savedCopyNotice);
  await page.goto('/dashboard');
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: c.savedCopyNotice })).toBeVisible();
  await expect(page.getByRole('link', { name: user.fullName })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBe(user.jwt);

  // The guide opened before, with its step images, from the device.
  await page.goto(`/doorloopjes/${guide.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: GUIDE })).toBeVisible();
  await expectStepImagesShown(page);
  await expect(notice(page)).toBeVisible();

  // A write without the service is undone and said; the server keeps its state.
  await main(page).getByRole('button', { name: d.save }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: d.favoriteWriteFailed })).toBeVisible();
  await expect(main(page).getByRole('button', { name: d.save })).toBeVisible();
  expect((await serverLists(request, user)).favorite).toEqual([]);

  // The service returns: the page recovers on its own, without a reload.
  await page.evaluate(() => {
    (window as Window & { stillSamePage?: boolean }).stillSamePage = true;
  });
  await context.unroute(`${CONTENT_URL}/**`);
  await expect(notice(page)).toBeHidden({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as Window & { stillSamePage?: boolean }).stillSamePage)).toBe(true);
  await main(page).getByRole('button', { name: d.save }).click();
  await expect(main(page).getByRole('button', { name: d.savedButton })).toBeVisible();
  await expect.poll(async () => (await serverLists(request, user)).favorite).toEqual([guide.id]);
});

test('a guide opened once, the first page of the visit: offline after a short pause, a reload shows it with its step images', async ({ page, context, request, user }) => {
  test.setTimeout(90_000);
  const guide = await guideSlug(request, user);
  // The very first page load of this browser: the worker is not in control of it.
  await page.goto(`/doorloopjes/${guide.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: GUIDE })).toBeVisible();
  await expectStepImagesShown(page);
  // No longer than a teacher waits before the wifi drops.
  await page.waitForTimeout(3_000);

  await context.setOffline(true);
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: GUIDE })).toBeVisible();
  await expectStepImagesShown(page);
  await expect(notice(page)).toBeVisible();
  await context.setOffline(false);
});

test('offline after a first visit: the shell and the opened guide load, a write is refused, and a logout leaves nothing personal', async ({ page, context, request, user }) => {
  test.setTimeout(120_000);
  const guide = await guideSlug(request, user);
  await openGuideOnce(page, guide.slug);
  await openWebinarOnce(page);
  // Personal items of the assistant, as a chat would leave them.
  await page.evaluate(() => {
    sessionStorage.setItem('ai_session_id', 'chat-1');
    localStorage.setItem('ai_sync', '{"type":"history"}');
  });

  await goOffline(context, page);
  await page.goto(`/doorloopjes/${guide.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: GUIDE })).toBeVisible();
  await expectStepImagesShown(page);
  await expect(notice(page)).toBeVisible();
  await page.goto(WEBINAR.path);
  await expect(main(page).getByRole('heading', { level: 1, name: WEBINAR.title })).toBeVisible();
  await expect(notice(page)).toContainText(c.savedCopyNotice);
  await page.goto(`/doorloopjes/${guide.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: GUIDE })).toBeVisible();

  await main(page).getByRole('button', { name: d.save }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: c.offlineWriteRefused })).toBeVisible();
  await expect(main(page).getByRole('button', { name: d.save })).toBeVisible();
  expect((await serverLists(request, user)).favorite).toEqual([]);

  expect(await persistedQueryCache(page)).toContain(GUIDE);
  const menu = page.getByRole('navigation', { name: messages.layout.mainMenu });
  await menu.getByRole('button', { name: messages.layout.profileMenu }).click();
  await menu.getByRole('button', { name: messages.layout.logout }).click();
  await expect(page).toHaveURL(/\/$/);

  const left = await page.evaluate(
    async ({ dbName, storeName, personalCaches }) => {
      const keys = await new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve(0);
          const count = db.transaction(storeName).objectStore(storeName).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      });
      const cacheNames = await caches.keys();
      return {
        token: localStorage.getItem('jwt'),
        chat: [sessionStorage.getItem('ai_session_id'), localStorage.getItem('ai_sync')],
        offlineKeys: keys,
        personalCaches: cacheNames.filter((name) => personalCaches.includes(name)),
      };
    },
    { dbName: OFFLINE_DB_NAME, storeName: OFFLINE_STORE_NAME, personalCaches: [...PERSONAL_CACHE_NAMES] },
  );
  expect(left).toEqual({ token: null, chat: [null, null], offlineKeys: 0, personalCaches: [] });
  // The persister saves at most once a second: a save queued before the logout must not bring
  // the query cache back, so the store is read again after that time.
  await page.waitForTimeout(1500);
  expect(await offlineStore(page)).toEqual({ keys: [], queryCache: undefined });
  await context.setOffline(false);
});
