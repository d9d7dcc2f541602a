import { messages } from '@doorloopjes/shared';
import { CONTENT_URL, REMOTE_ORIGINS, SHELL_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * A logged-in page's first load (scripts/serve/loggedInShell.mjs): its HTML shows the frame's
 * skeleton before any script runs and names the files of the boot chain, so the browser fetches
 * them at once instead of discovering them one after the other.
 */

/** The `<link rel="preload">` targets of an HTML page. */
function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(?:script|style)">/g)].map((match) => match[1] ?? '');
}

test("a logged-in path's HTML has the frame's skeleton before any script runs", async ({ browser, request }) => {
  const html = await (await request.get(`${SHELL_URL}/dashboard`)).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toMatch(/^<div id="root"><div class="shell-skeleton" aria-busy="true">/);
  expect(root).toContain(`role="status">${messages.layout.layoutLoading}</p>`);
  // Its style sheet is in the HTML: it paints before any style sheet arrives.
  expect(html).toMatch(/<style>[^<]*\.shell-skeleton \{/);

  // Without scripts at all, the user sees the outline and a screen reader hears why.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/doorloopjes');
  await expect(page.getByRole('status')).toHaveText(messages.layout.layoutLoading);
  await expect(page.locator('.shell-skeleton-sidebar')).toBeVisible();
  await context.close();
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

test('the remote registry the HTML preloads is fetched once, and nothing of a remote is preloaded', async ({ page, request, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const html = await (await request.get(`${SHELL_URL}/dashboard`)).text();
  const registry = `${CONTENT_URL}/api/remote-registry/test`;
  expect([...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((match) => match[1])).toContain(registry);
  // Which remotes and versions a page loads is decided in the browser (canary, override, switched off).
  for (const origin of Object.values(REMOTE_ORIGINS)) expect(html, origin).not.toContain(origin);

  let fetched = 0;
  page.on('request', (sent) => {
    if (sent.url() === registry) fetched += 1;
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: messages.assistant.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toBe(1);
});
