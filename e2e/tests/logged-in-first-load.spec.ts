import { bucketInCanary, canaryBucket } from '@doorloopjes/platform-rules';
import { messages } from '@doorloopjes/shared';
import type { APIRequestContext } from '@playwright/test';
import { pnpm, registry } from '../support/controlPlane';
import { CONTENT_URL, REMOTE_ORIGINS, SHELL_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * A logged-in page's first load (scripts/serve/loggedInShell.mjs): its HTML shows the frame's
 * skeleton before any script runs, starts the session's loads and names the files of the boot
 * chain and of the page's remote module (in the version this request loads), so the browser
 * fetches them at once instead of discovering them one after the other.
 */

/** The `<link rel="preload">` targets of an HTML page (scripts and style sheets). */
function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(?:script|style)">/g)].map((match) => match[1] ?? '');
}

/** The JSON documents an HTML page preloads (the registry, the remotes' manifests). */
function fetchPreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((match) => match[1] ?? '');
}

test("a logged-in path's HTML has the frame's skeleton and its navigation before any script runs", async ({ browser, request }) => {
  const html = await (await request.get(`${SHELL_URL}/dashboard`)).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toMatch(new RegExp(`^<div id="root"><div class="shell-skeleton" aria-busy="true"><nav class="sidebar" aria-label="${messages.layout.mainMenu}">`));
  expect(root).toContain(`role="status">${messages.layout.layoutLoading}</p>`);
  // Its style sheets (the skeleton's and the navigation's) are in the HTML: it paints before any style sheet arrives.
  expect(html).toMatch(/<style>[^<]*\.shell-skeleton \{[^<]*\.sidebar \{/);

  // Without scripts at all, the user sees the outline and the real navigation, and a screen reader hears why.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/doorloopjes');
  await expect(page.getByRole('status')).toHaveText(messages.layout.layoutLoading);
  const menu = page.getByRole('navigation', { name: messages.layout.mainMenu });
  await expect(menu.getByRole('link', { name: messages.layout.navDoorloopjes })).toHaveAttribute('aria-current', 'page');
  // Plain links to the pages, marked as not usable yet: they work once the layout is there.
  await expect(menu.getByRole('link', { name: messages.layout.navNews })).toHaveAttribute('href', '/nieuws');
  await expect(menu.getByRole('link', { name: messages.layout.navNews })).toBeDisabled();
  await context.close();
});

test('React takes the skeleton over without a hydration warning, and the navigation does not move', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  // Where the HTML's links are before any script runs (scripts held back until they are measured).
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Deferred scripts hold the DOMContentLoaded event back: the page counts from its first bytes.
  await page.goto('/doorloopjes', { waitUntil: 'commit' });
  const menu = page.getByRole('navigation', { name: messages.layout.mainMenu });
  await expect(menu.getByRole('link', { name: messages.layout.navDoorloopjes })).toBeVisible();
  const linkBoxes = async () => menu.getByRole('link').evaluateAll((links) => links.map((link) => ({ text: link.textContent, ...link.getBoundingClientRect().toJSON() })));
  const fromHtml = await linkBoxes();
  releaseScripts();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu.getByRole('button', { name: messages.layout.navContact })).toBeEnabled();
  await expect(menu.getByRole('link', { name: messages.layout.navNews })).toBeEnabled();
  expect(await linkBoxes()).toEqual(fromHtml);
  expect(warnings).toEqual([]);
});

test("a visitor's pages get no skeleton and no logged-in preloads", async ({ request }) => {
  for (const path of ['/', '/toegankelijkheid', '/reset-password']) {
    const html = await (await request.get(`${SHELL_URL}${path}`)).text();
    expect(html, path).not.toContain('shell-skeleton');
    expect(preloads(html).filter((href) => href.includes('/logged-in-')), path).toEqual([]);
  }
});

test("the dashboard uses every file its HTML preloads, among them the shell's layout and page", async ({ page, request, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const files = preloads(await (await request.get(`${SHELL_URL}/dashboard`)).text());
  expect(files.some((href) => /\/logged-in-layout\.[0-9a-f]+\.js$/.test(href))).toBe(true);
  expect(files.some((href) => /\/logged-in-dashboard\.[0-9a-f]+\.js$/.test(href))).toBe(true);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: messages.assistant.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A chunk file is used once it has registered its chunks in its app's chunk list; a remote's
  // entry once its container is there; a style sheet once it is linked.
  const loaded = await page.evaluate(() => {
    const scope = window as unknown as Record<string, unknown>;
    const lists = Object.keys(scope).filter((name) => name.startsWith('chunk_'));
    const registered = Object.fromEntries(lists.map((name) => [name, (scope[name] as Array<[Array<string | number>]>).flatMap(([ids]) => ids.map(String))]));
    const containers = Object.keys(scope).filter((name) => name.startsWith('mf_') && typeof scope[name] === 'object');
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href, location.href).href);
    return { registered, containers, sheets };
  });
  const unused: string[] = [];
  for (const href of files) {
    const url = new URL(href, SHELL_URL).href;
    if (url.endsWith('.css')) {
      if (!loaded.sheets.includes(url)) unused.push(href);
      continue;
    }
    const body = await (await request.get(url)).text();
    // A chunk file: `(self.chunk_<app>=self.chunk_<app>||[]).push([[ids],...`.
    const chunk = /self\.(chunk_\w+)=self\.\1\|\|\[\]\)\.push\(\[\[([^\]]*)\]/.exec(body);
    if (chunk) {
      const ids = (chunk[2] ?? '').split(',').map((id) => id.replace(/"/g, ''));
      if (!ids.every((id) => loaded.registered[chunk[1] ?? '']?.includes(id))) unused.push(href);
      continue;
    }
    // A remote's entry, named after its container (mf_<remote>.<hash>.js).
    const container = /\/(mf_\w+)\.[0-9a-f]+\.js$/.exec(url)?.[1];
    if (!container || !loaded.containers.includes(container)) unused.push(href);
  }
  expect(unused).toEqual([]);
});

test('the remote registry the HTML preloads is fetched once', async ({ page, request, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const html = await (await request.get(`${SHELL_URL}/dashboard`)).text();
  const registry = `${CONTENT_URL}/api/remote-registry/test`;
  expect(fetchPreloads(html)).toContain(registry);

  let fetched = 0;
  page.on('request', (sent) => {
    if (sent.url() === registry) fetched += 1;
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: messages.assistant.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toBe(1);
});

test("the session's three loads start from the HTML with the stored token and are not sent twice", async ({ page, user }) => {
  const sessionReads = ['/api/global-setting', '/api/users/me', '/api/doorloopjes'];
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === CONTENT_URL && sessionReads.includes(url.pathname) && request.method() === 'GET' && !url.searchParams.has('filters[slug][$eq]')) sent.push(url.pathname);
  });
  const scriptErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) scriptErrors.push(message.text());
  });
  await page.goto('/doorloopjes');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Started by the inline script (its hash in the CSP), adopted by the runtime: once each.
  expect(scriptErrors).toEqual([]);
  expect(sent.sort()).toEqual([...sessionReads].sort());
  expect(await page.evaluate(() => Object.keys((window as unknown as Record<string, object>).__doorloopjesEarlyRequests ?? {}))).toEqual([]);
  expect(user.id).toBeGreaterThan(0);
});

test("a path's HTML preloads its remote module's entry and files, in the registry's version", async ({ page, request, user }) => {
  const html = await (await request.get(`${SHELL_URL}/nieuws`)).text();
  const manifest = `${REMOTE_ORIGINS.content}/mf-manifest.json`;
  expect(fetchPreloads(html)).toContain(manifest);
  const files = preloads(html).filter((href) => href.startsWith(REMOTE_ORIGINS.content));
  expect(files.some((href) => /\/remoteEntry\.js$|\/mf_content[^/]*\.js$/.test(href)), files.join(' ')).toBe(true);

  // Every one of them is what the page then loads.
  const loaded = new Set<string>();
  page.on('response', (response) => loaded.add(response.url()));
  expect(user.id).toBeGreaterThan(0);
  await page.goto('/nieuws');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(files.filter((href) => !loaded.has(href))).toEqual([]);
});

test.describe('remote preloads follow the registry per request', () => {
  test.describe.configure({ mode: 'serial' });
  const VERSION = `0.1.0-e2e-preload.${Date.now()}`;
  const canaryManifest = `${REMOTE_ORIGINS.content}/releases/${VERSION}/mf-manifest.json`;
  const stableManifest = `${REMOTE_ORIGINS.content}/mf-manifest.json`;
  const newsHtml = async (request: APIRequestContext, bucket?: number) =>
    (await request.get(`${SHELL_URL}/nieuws`, bucket === undefined ? {} : { headers: { Cookie: `canary_bucket=${bucket}` } })).text();

  test.beforeAll(async () => {
    test.setTimeout(10 * 60_000);
    // A second release of mf-content, for the canary (builds mf-content alone into its release store).
    expect(await pnpm('release', 'mf-content', '--version', VERSION)).toBe(VERSION);
  });

  test.afterAll(async () => {
    await pnpm('registry', 'test', 'mf-content', '--no-canary');
    await pnpm('registry', 'test', 'mf-content', '--enable');
  });

  test("a disabled remote's files are never preloaded, nor its links shown", async ({ request }) => {
    await registry('test', 'mf-content', '--disable');
    const html = await newsHtml(request);
    expect(html).not.toContain(REMOTE_ORIGINS.content);
    // Nor are its links in the navigation the HTML carries.
    expect(html).not.toContain('href="/nieuws"');
    await registry('test', 'mf-content', '--enable');
    expect(fetchPreloads(await newsHtml(request))).toContain(stableManifest);
    expect(await newsHtml(request)).toContain('href="/nieuws"');
  });

  test("a canary user's preloads are the canary's; without a known bucket nothing of that remote is preloaded", async ({ page, request, user }) => {
    await registry('test', 'mf-content', '--canary', VERSION, '--percent', '50');
    const inside = Array.from({ length: 100 }, (_, bucket) => bucket).find((bucket) => bucketInCanary(bucket, 50)) ?? 0;
    const outside = 99;
    expect(fetchPreloads(await newsHtml(request, inside))).toContain(canaryManifest);
    expect(await newsHtml(request, inside)).not.toContain(stableManifest);
    expect(fetchPreloads(await newsHtml(request, outside))).toContain(stableManifest);
    expect(await newsHtml(request, outside)).not.toContain(canaryManifest);
    expect(await newsHtml(request)).not.toContain(REMOTE_ORIGINS.content);

    // The shell keeps the user's bucket in the cookie the server decides by.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: messages.assistant.title })).toBeVisible();
    const cookie = (await page.context().cookies(SHELL_URL)).find((entry) => entry.name === 'canary_bucket');
    expect(cookie?.value).toBe(String(canaryBucket(user.id)));
  });
});
