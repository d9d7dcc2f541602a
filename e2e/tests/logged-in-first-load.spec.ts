import { bucketInCanary, canaryBucket } from '@doorloopjes/platform-rules';
import { messages } from '@doorloopjes/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { pnpm, registry } from '../support/controlPlane';
import { CONTENT_URL, REMOTE_ORIGINS, SHELL_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * A logged-in page's first load (packages/static-server/src/loggedInShell.ts): its HTML shows the frame's
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

test("a logged-in path's HTML has the frame's skeleton and its navigation before any script runs, as React hydrates it", async ({ browser, request }) => {
  const html = await (await request.get(`${SHELL_URL}/dashboard`)).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  // The skeleton inside the Suspense boundaries of the browser's App (React's markers), so React hydrates it.
  expect(root).toMatch(new RegExp(`^<div id="root"><!--\\$--><!--\\$--><div class="shell-skeleton" aria-busy="true"><nav class="sidebar" aria-label="${messages.layout.mainMenu}">`));
  expect(root).toContain(`role="status">${messages.layout.layoutLoading}</p>`);
  // After #root: which remotes' links the server's navigation holds (the browser's first render shows the same).
  expect(root).toMatch(/<\/div><script type="application\/json" id="server-frame">\{"navigationRemotes":\[("[a-z]+",?)+\]\}<\/script>/);
  // Its style sheets (the skeleton's and the navigation's) are in the HTML: it paints before any style sheet arrives.
  expect(html).toMatch(/<style>[^<]*\.shell-skeleton \{[^<]*\.sidebar \{/);

  // Without scripts at all, the user sees the outline and the real navigation, and a screen reader hears why.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/doorloopjes');
  await expect(page.getByRole('status').filter({ hasText: messages.layout.layoutLoading })).toBeVisible();
  const menu = page.getByRole('navigation', { name: messages.layout.mainMenu });
  await expect(menu.getByRole('link', { name: messages.layout.navDoorloopjes })).toHaveAttribute('aria-current', 'page');
  // Plain links to the pages, marked as not usable yet: they work once the layout is there.
  await expect(menu.getByRole('link', { name: messages.layout.navNews })).toHaveAttribute('href', '/nieuws');
  await expect(menu.getByRole('link', { name: messages.layout.navNews })).toBeDisabled();
  await context.close();
});

/** A guide's path: the first doorloopje the content service lists to this user. */
async function firstGuidePath(request: APIRequestContext, jwt: string): Promise<string> {
  const response = await request.get(`${CONTENT_URL}/api/doorloopjes?pagination[limit]=1&sort[0]=title:asc`, { headers: { Authorization: `Bearer ${jwt}` } });
  const body = (await response.json()) as { data: Array<{ slug: string }> };
  return `/doorloopjes/${body.data[0]!.slug}`;
}

/** Holds every script of the page back until the returned function is called: the page as its HTML alone paints it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What the page's window records from before its first byte (takeOverRecorder). */
interface TakeOverRecord {
  /** The main navigation as the HTML built it, before any deferred script ran. */
  navFromHtml?: Element | null;
  /** How often that navigation, or an element holding it, was taken out of the document. */
  navRemovals: number;
}

/**
 * Runs in the page before its HTML: keeps the navigation element the HTML builds and counts its
 * removals. React replacing the markup (createRoot) removes it; hydrating keeps the same node.
 */
function takeOverRecorder() {
  const record: TakeOverRecord = { navRemovals: 0 };
  (window as unknown as { takeOver: TakeOverRecord }).takeOver = record;
  const isNav = (node: Node) => node instanceof Element && (node.matches('nav.sidebar') || node.querySelector('nav.sidebar') !== null);
  new MutationObserver((changes) => {
    for (const change of changes) record.navRemovals += [...change.removedNodes].filter(isNav).length;
  }).observe(document, { childList: true, subtree: true });
  // 'interactive': the HTML is parsed, and the deferred scripts (the shell's) have not run yet.
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') record.navFromHtml = document.querySelector('nav.sidebar');
  });
}

/** React's reports of a hydration it could not do as the server's HTML said (bootstrap's onRecoverableError, React's own). */
const HYDRATION_REPORT = /hydrat|\[hydration\]|Minified React error #(418|419|421|422|423|425)/i;

for (const [name, pathOf] of [
  ['the dashboard', async () => '/dashboard'],
  ['the list', async () => '/doorloopjes'],
  ['a guide', (request: APIRequestContext, jwt: string) => firstGuidePath(request, jwt)],
  ['a content page', async () => '/nieuws'],
] as const) {
  test(`${name}: React hydrates the server's frame without a hydration warning and keeps its navigation node`, async ({ page, request, user }) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_REPORT.test(message.text())) reports.push(message.text());
    });
    page.on('pageerror', (error) => reports.push(`pageerror: ${error.message}`));
    await page.addInitScript(takeOverRecorder);
    const path = await pathOf(request, user.jwt);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: messages.layout.mainMenu });
    // The layout is there (its entries work), in the same element the HTML painted.
    await expect(menu.getByRole('button', { name: messages.layout.navContact })).toBeEnabled();
    const kept = await page.evaluate(() => {
      const { takeOver } = window as unknown as { takeOver: TakeOverRecord };
      return { fromHtml: takeOver.navFromHtml != null, same: takeOver.navFromHtml === document.querySelector('nav.sidebar'), removals: takeOver.navRemovals };
    });
    expect(reports).toEqual([]);
    expect(kept).toEqual({ fromHtml: true, same: true, removals: 0 });
  });
}

for (const width of [1280, 412]) {
  test(`at ${width} px React takes the skeleton over without a hydration warning, and the navigation does not move`, async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.setViewportSize({ width, height: 900 });
    const reports: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_REPORT.test(message.text())) reports.push(message.text());
    });
    // Where the HTML's links are before any script runs (scripts held back until they are measured).
    const releaseScripts = await holdScripts(page);
    // Deferred scripts hold the DOMContentLoaded event back: the page counts from its first bytes.
    await page.goto('/doorloopjes', { waitUntil: 'commit' });
    const menu = page.getByRole('navigation', { name: messages.layout.mainMenu });
    await expect(menu.getByRole('link', { name: messages.layout.navDoorloopjes })).toBeVisible();
    const linkBoxes = async () => menu.getByRole('link').evaluateAll((links) => links.map((link) => ({ text: link.textContent, ...link.getBoundingClientRect().toJSON() })));
    const fromHtml = await linkBoxes();
    const navElement = await menu.elementHandle();
    // The top bar's outline has the top bar's height, so the page below it starts where it stays.
    const outlineHeight = await page.locator('.shell-skeleton-topbar').evaluate((bar) => bar.getBoundingClientRect().height);
    releaseScripts();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu.getByRole('link', { name: messages.layout.navNews })).toBeEnabled();
    expect(await linkBoxes()).toEqual(fromHtml);
    expect(await page.locator('header.topbar').evaluate((bar) => bar.getBoundingClientRect().height)).toBe(outlineHeight);
    // The element the HTML painted is the one React kept (hydrated, then filled in).
    expect(await navElement?.evaluate((nav) => nav.isConnected)).toBe(true);
    expect(reports).toEqual([]);
  });
}

/** What the dashboard's window records from before its first byte (welcomeRecorder). */
interface WelcomeRecord {
  /** The start times of the page's largest-contentful-paint entries. */
  largest: number[];
  /** When the assistant's chat first showed its welcome (ms since the navigation). */
  chatAt: number | null;
  /** DOM changes, after the outline was first there, that left neither the outline nor the chat. */
  gaps: number;
}

/** Runs in the page before its HTML: the largest paints, and whether the chat's place is ever empty. */
function welcomeRecorder() {
  const record: WelcomeRecord = { largest: [], chatAt: null, gaps: 0 };
  (window as unknown as { welcome: WelcomeRecord }).welcome = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.largest.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let outlineSeen = false;
  new MutationObserver(() => {
    if (document.querySelector('.shell-chat-outline')) outlineSeen = true;
    if (record.chatAt === null && document.querySelector('.ai-chat .ai-bubble-text')) record.chatAt = performance.now();
    if (outlineSeen && !document.querySelector('.shell-chat-outline, .ai-chat')) record.gaps += 1;
  }).observe(document, { childList: true, subtree: true });
}

for (const width of [1280, 412]) {
  test(`at ${width} px the dashboard's HTML paints the chat's welcome where and as large as the chat then draws it, never leaving its place empty`, async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.setViewportSize({ width, height: 823 });
    await page.addInitScript(welcomeRecorder);
    const releaseScripts = await holdScripts(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    // Before any script: the welcome is painted from the HTML (the outline is hidden from screen readers).
    const fromHtml = page.locator('.shell-chat-outline').getByText(messages.assistant.welcome);
    await expect(fromHtml).toBeVisible();
    const htmlBox = await fromHtml.boundingBox();
    releaseScripts();
    const chatWelcome = page.getByRole('log', { name: messages.assistant.messagesLabel }).getByText(messages.assistant.welcome);
    await expect(chatWelcome).toBeVisible();
    expect(await chatWelcome.boundingBox()).toEqual(htmlBox);
    // Paint entries are delivered after the frame that painted: a few frames on, every one is in.
    const record = await page.evaluate(
      () => new Promise<WelcomeRecord>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { welcome: WelcomeRecord }).welcome), 100)))),
    );
    expect(record.gaps).toBe(0);
    // On a phone the chat is the page's largest content: its largest paint is the HTML's, none comes with the chat.
    if (width === 412) {
      expect(record.largest.length).toBeGreaterThan(0);
      expect(record.chatAt).not.toBeNull();
      expect(Math.max(...record.largest)).toBeLessThan(record.chatAt ?? 0);
    }
  });
}

test("a visitor's pages get no skeleton and no logged-in preloads", async ({ request }) => {
  for (const path of ['/', '/toegankelijkheid', '/reset-password', '/Toegankelijkheid/']) {
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
