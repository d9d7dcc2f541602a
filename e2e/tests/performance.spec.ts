import { messages } from '@doorloopjes/shared';
import type { Page, Request } from '@playwright/test';
import { CONTENT_URL, REMOTE_ORIGINS, SHELL_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { loadedCopies } from '../support/shareScope';

/**
 * The mechanisms behind a fast first load: the landing page requests no logged-in code, every
 * text file arrives compressed, and the shell runs under its Content-Security-Policy.
 */

const remoteOrigins: string[] = Object.values(REMOTE_ORIGINS);

/** Scripts a page requests while it loads. */
function scriptRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.push(request);
  });
  return requests;
}

/** CSP violations reported by the page itself and on the console. */
async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('a visitor on the landing page downloads no logged-in code and nothing from the remotes', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const urls = scripts.map((request) => request.url());
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => /\/logged-in-/.test(url))).toEqual([]);
  expect(urls.filter((url) => remoteOrigins.includes(new URL(url).origin))).toEqual([]);
});

/**
 * Strings only each library's own code contains (minified builds keep them): the tour library's
 * portal id, full zod's object type name (zod/mini's is 'ZodMiniObject') and
 * the async storage persister's default key.
 */
const LOGGED_IN_LIBRARIES = {
  'react-joyride': 'react-joyride-portal',
  zod: '"ZodObject"',
  'query persister': 'REACT_QUERY_OFFLINE_CACHE',
};

test("the landing page requests no chunk of the tour, the query persister or zod", async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const found: string[] = [];
  for (const script of scripts) {
    const body = (await (await script.response())?.text()) ?? '';
    for (const [library, marker] of Object.entries(LOGGED_IN_LIBRARIES)) if (body.includes(marker)) found.push(`${library} in ${script.url()}`);
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(found).toEqual([]);
});

test("the landing page's HTML carries its structure and hero title before any script runs", async ({ request }) => {
  const landing = ((await (await request.get(`${CONTENT_URL}/api/landingpages?populate=page_sections`)).json()) as { data: { page_sections?: { title?: string }[] }[] }).data[0];
  const heroTitle = landing?.page_sections?.find((section) => section.title)?.title ?? '';
  expect(heroTitle).not.toBe('');
  const html = await (await request.get(`${SHELL_URL}/`)).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`<h1 id="sh-hero-title">${heroTitle}</h1>`);
  expect(root).toMatch(/<header class="[^"]*\bsh-landing-header\b[^"]*">/);
  // The visitor's own style sheet and loader (shell/src/visitor), not the platform's entry. The
  // loader is the only script; the visitor's app is named for it to start after the first paint.
  expect(html).toMatch(/<link rel="stylesheet" href="\/visitor\/static\/css\/[^"]+\.css">/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  expect(html).toMatch(/<meta name="visitor-entry" content="[^"]*\/visitor\/static\/js\/visitor\.[0-9a-f]+\.js">/);
  expect(html.match(/<script [^>]*src="[^"]+"/g)).toEqual([expect.stringMatching(/^<script defer src="\/visitor\/static\/js\/loader\.[0-9a-f]+\.js"$/)]);
});

test("a press on 'Inloggen' before the landing page's app has started is not lost: the login opens once it has", async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/visitor\/static\/js\/visitor\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The app's script is held back until after the press, so the page is not awaited to 'load'.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('button', { name: messages.auth.login }).click();
  const dialog = page.getByRole('dialog', { name: messages.auth.login });
  expect(await dialog.count()).toBe(0);
  release();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(messages.auth.email)).toBeVisible();
});

test('the server-rendered landing page is hydrated: React takes over its markup without a mismatch', async ({ page }) => {
  const problems: string[] = [];
  const isHydrationProblem = (text: string) => /hydrat|did not match|react\.dev\/errors\/4(18|19|21|22|23|25)|Minified React error #4(18|19|21|22|23|25)/i.test(text);
  page.on('console', (message) => {
    if (isHydrationProblem(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (isHydrationProblem(error.message)) problems.push(error.message);
  });
  // The hero title element as parsed from the HTML, before the deferred scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { htmlHeroTitle: Element | null }).htmlHeroTitle = document.querySelector('h1');
    });
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: messages.auth.login }).click();
  await expect(page.getByRole('dialog', { name: messages.auth.login })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Hydration keeps the parsed element; a fresh render would have replaced it.
  const kept = await page.evaluate(() => {
    const parsed = (window as unknown as { htmlHeroTitle: Element | null }).htmlHeroTitle;
    return parsed !== null && parsed === document.querySelector('h1') && document.contains(parsed);
  });
  expect(kept).toBe(true);
  expect(problems).toEqual([]);
});

test('a page with remotes has one React, one router and one query library in the share scope', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: messages.assistant.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const name of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query']) {
    expect(await loadedCopies(page, name), name).toHaveLength(1);
  }
});

/**
 * The router and TanStack Query are shared tree-shaken (packages/build-config/src/federation.ts): the shell's
 * pruned copy serves the shell and every remote, and no app asks for the whole library (its
 * `independent-packages` build, loaded when the pruned one lacks an export an app uses).
 */
const PRUNED_SHARED = ['react-router-dom', '@tanstack/react-query'];

async function expectPrunedSharedOnly(page: Page, paths: string[]) {
  const scripts = scriptRequests(page);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const name of PRUNED_SHARED) expect(await loadedCopies(page, name), `${name} on ${path}`).toEqual([expect.stringMatching(/ pruned from /)]);
  }
  expect(scripts.map((request) => request.url()).filter((url) => url.includes('/independent-packages/'))).toEqual([]);
}

test("a visitor's landing page runs without Module Federation: no federation runtime, no share scope, no platform entry", async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: messages.auth.login }).click();
  await expect(page.getByRole('dialog', { name: messages.auth.login })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const urls = scripts.map((request) => new URL(request.url()).pathname);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((path) => !path.startsWith('/visitor/'))).toEqual([]);
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
});

test("someone logged in who opens '/' gets the platform itself: the dashboard, with remotes from the share scope", async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: messages.assistant.title })).toBeVisible();
  expect(await loadedCopies(page, 'react-dom')).toHaveLength(1);
});

test('a visitor who follows a link from the landing page gets that page from the platform', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: messages.accessibility.title }).click();
  await expect(page).toHaveURL(/\/toegankelijkheid$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.accessibility.title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => '__FEDERATION__' in window)).toBe(true);
});

test('pages with remotes use the pruned router and query library and never request the whole ones', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await expectPrunedSharedOnly(page, ['/dashboard', '/webinars/feedback-die-werkt', '/doorloopjes', '/cluster-builder-test']);
});

/** DOMPurify's option name, kept by minification: only the markdown renderer's chunk has it. */
const MARKDOWN_RENDERER = 'ALLOWED_TAGS';

test("the dashboard opens with the chat's welcome and without the markdown renderer (it loads with a reply)", async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const scripts = scriptRequests(page);
  await page.goto('/dashboard');
  const chat = page.getByRole('region', { name: messages.assistant.title });
  await expect(chat.getByText(messages.assistant.welcome)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const withRenderer: string[] = [];
  for (const script of scripts) if (((await (await script.response())?.text()) ?? '').includes(MARKDOWN_RENDERER)) withRenderer.push(script.url());
  expect(scripts.length).toBeGreaterThan(0);
  expect(withRenderer).toEqual([]);
});

test('a logged-in page loads the logged-in chunks (the names the landing check relies on)', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const scripts = scriptRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: messages.assistant.title })).toBeVisible();
  const urls = scripts.map((request) => request.url());
  expect(urls.some((url) => /\/logged-in-layout\./.test(url))).toBe(true);
  expect(urls.some((url) => /\/logged-in-dashboard\./.test(url))).toBe(true);
  expect(urls.some((url) => /\/logged-in-query-persistence\./.test(url))).toBe(true);
});

test('text files are sent compressed: brotli when accepted, else gzip; hashed files are immutable', async ({ page, request }) => {
  const scripts = scriptRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  for (const script of scripts) {
    const response = await script.response();
    expect(response?.headers()['content-encoding'], script.url()).toBe('br');
  }
  const entry = scripts[0]?.url() ?? '';
  const gzip = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['cache-control']).toContain('immutable');
  for (const origin of remoteOrigins) {
    const manifest = await request.get(`${origin}/mf-manifest.json`, { headers: { 'Accept-Encoding': 'br' } });
    expect(manifest.headers()['content-encoding'], origin).toBe('br');
    expect(manifest.headers()['cache-control'], origin).toBe('no-cache');
    // Remotes are loaded by the shell from another origin.
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  }
  const html = await request.get(`${SHELL_URL}/dashboard`, { headers: { 'Accept-Encoding': 'br' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['cache-control']).toBe('no-cache');
});

test("the shell's HTML carries its security headers and a CSP that lists exactly its remotes", async ({ request }) => {
  const response = await request.get(`${SHELL_URL}/`);
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['access-control-allow-origin']).toBeUndefined();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src ')) ?? '';
  expect(scriptSrc.split(/\s+/).slice(1).sort()).toEqual(["'self'", ...remoteOrigins].sort());
  expect(csp).not.toContain('unsafe-eval');
});

test('the platform runs under its CSP: no violation on the public and logged-in pages', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const violations = await collectCspViolations(page);
  for (const path of ['/dashboard', '/doorloopjes', '/nieuws', '/cluster-builder-test']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("nothing covers the dashboard chat's send button", async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/dashboard');
    const chat = page.getByRole('region', { name: messages.assistant.title });
    await chat.getByLabel(messages.assistant.inputLabel).fill('Hallo');
    const send = chat.getByRole('button', { name: messages.assistant.send, exact: true });
    await expect(page.getByRole('button', { name: messages.assistant.title, exact: true })).toBeVisible();
    // Where a click scrolls it, and mid-screen. (At the very bottom edge the fixed bottom
    // navigation is over any content; that is the navigation, not a floating button.)
    for (const block of ['nearest', 'center'] as const) {
      await send.evaluate((element, position) => element.scrollIntoView({ block: position }), block);
      const covered = await send.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // Inside the rounded corners (hit testing follows border-radius).
        const points = [0.25, 0.5, 0.75].flatMap((fx) => [0.3, 0.5, 0.7].map((fy) => [box.left + box.width * fx, box.top + box.height * fy]));
        return points.some(([x, y]) => {
          const hit = document.elementFromPoint(x ?? 0, y ?? 0);
          return hit !== null && hit !== element && !element.contains(hit);
        });
      });
      expect(covered, `send button covered when scrolled to ${block}`).toBe(false);
    }
  });
});
