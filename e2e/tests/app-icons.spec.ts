import { messages } from '@doorloopjes/shared';
import type { APIRequestContext } from '@playwright/test';
import { SHELL_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * The icons a browser shows for the platform (the tab, a phone's home screen, the installed app)
 * are named in every page's HTML and exist: a missing one is a failed request and a console error
 * on every page a teacher opens.
 */

type IconLink = { rel: string; href: string };

const pageHead = async (path: string, request: APIRequestContext): Promise<string> => {
  const answer = await request.get(SHELL_URL + path);
  expect(answer.status()).toBe(200);
  return answer.text();
};

const iconLinks = (html: string): IconLink[] =>
  [...html.matchAll(/<link\b[^>]*\brel="(icon|apple-touch-icon|manifest)"[^>]*>/g)].map(([tag, rel]) => ({ rel: rel!, href: /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '' }));

for (const path of ['/', '/dashboard']) {
  test(`${path} names its tab icon, home-screen icon and manifest, and each is served`, async ({ request }) => {
    const links = iconLinks(await pageHead(path, request));
    expect(links.map((link) => link.rel).sort()).toEqual(['apple-touch-icon', 'icon', 'manifest']);
    for (const { rel, href } of links) {
      const answer = await request.get(new URL(href, SHELL_URL).href);
      expect(answer.status(), `${rel} ${href}`).toBe(200);
      expect(answer.headers()['content-type'], `${rel} ${href}`).toMatch(rel === 'manifest' ? /manifest\+json|json/ : /^image\//);
    }
  });
}

test("the installed app's icons in the manifest are served", async ({ request }) => {
  const manifest = (await (await request.get(`${SHELL_URL}/manifest.webmanifest`)).json()) as { icons: { src: string; type: string }[] };
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    const answer = await request.get(new URL(icon.src, SHELL_URL).href);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe(icon.type);
  }
});

test('opening the dashboard asks for no file that does not exist (the tab icon included)', async ({ page, user }) => {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /status of 404/.test(message.text())) missing.push(message.location().url);
  });
  expect(user.jwt).toBeTruthy();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: messages.content.news })).toBeVisible();
  // The browser asks for the tab's icon after the page has loaded.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  expect(missing).toEqual([]);
});
