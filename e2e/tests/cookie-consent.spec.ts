import { messages } from '@doorloopjes/shared';
import { expect, test, type Page } from '@playwright/test';

/**
 * The cookie choice is known to the static server (packages/static-server/src/cookies.ts): the shell
 * stores it in local storage and in a first-party cookie of the same name and values, and the
 * server sends a visitor who chose the landing page without the banner, so it neither flashes
 * nor takes a click meant for the page. A visitor who did not choose gets it in the HTML.
 */
const m = messages.auth;
const BANNER = `aria-label="${m.cookieRegionLabel}"`;

/** The event the visitor's entry sends once React has taken the server's markup over (shell/src/visitor/landingHandOver.ts). */
const TAKEN_OVER_EVENT = 'doorloopjes:landing-taken-over';
type Watched = { bannerSeen: boolean; takenOver: boolean };

/** Records whether the banner is ever in the page, from the first byte of HTML on, and when React took over. */
async function watchForBanner(page: Page) {
  await page.addInitScript(
    ({ label, event }) => {
      const watched = window as unknown as Watched;
      watched.bannerSeen = false;
      watched.takenOver = false;
      new MutationObserver(() => {
        if (document.querySelector(`section[aria-label="${label}"]`)) watched.bannerSeen = true;
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener(event, () => {
        watched.takenOver = true;
      });
    },
    { label: m.cookieRegionLabel, event: TAKEN_OVER_EVENT },
  );
}
const watched = (page: Page) => page.evaluate(() => ({ ...(window as unknown as Watched) }));

test("a new visitor's landing HTML has the cookie banner", async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['vary']).toMatch(/Cookie/i);
  const html = await response.text();
  expect(html).toContain(BANNER);
  expect(html).toContain(m.accept);
  expect(html).toContain(m.decline);
});

for (const [button, stored] of [
  [m.accept, 'accepted'],
  [m.decline, 'declined'],
] as const) {
  test(`after '${button}' the returning visitor's landing HTML has no cookie banner, and it never shows`, async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: m.cookieRegionLabel });
    await banner.getByRole('button', { name: button }).click();
    await expect(banner).toBeHidden();
    // Stored twice, with the same value: local storage (the product's contract) and the cookie.
    expect(await page.evaluate(() => Object.values({ ...localStorage }))).toContain(stored);
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')).toMatchObject({ value: stored, path: '/', sameSite: 'Lax' });

    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain(BANNER);
    expect(html).not.toContain(`>${m.accept}<`);
    // The page is still the rendered landing page.
    expect(html).toContain('<h1');

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await watchForBanner(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The visitor's entry took the page over (hydration), and the banner was never there.
    await expect.poll(async () => (await watched(page)).takenOver).toBe(true);
    await expect(page.getByRole('button', { name: m.login }).first()).toBeEnabled();
    expect((await watched(page)).bannerSeen).toBe(false);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });
}

test('a choice stored before the cookie existed (local storage only) reaches the server from the next visit on', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: m.cookieRegionLabel });
  await banner.getByRole('button', { name: m.accept }).click();
  // The choice is stored once the banner has gone; clearing the cookie before that raced the
  // click's handling (the fresh-clone CI's first attempt still found the banner after the reload).
  await expect(banner).toBeHidden();
  await context.clearCookies();
  expect(await (await page.request.get('/')).text()).toContain(BANNER);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: m.cookieRegionLabel })).toHaveCount(0);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('accepted');
  expect(await (await page.request.get('/')).text()).not.toContain(BANNER);
});
