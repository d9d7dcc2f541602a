import { messages } from '@doorloopjes/shared';
import type { Page } from '@playwright/test';
import { pnpm, registry } from '../support/controlPlane';
import { CONTENT_URL, REMOTE_ORIGINS } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * The remote control plane on the composed platform (test environment): a second release of
 * mf-content, switched and rolled back with `pnpm registry`, a switched-off remote, the fallback
 * to /remotes.json, the QA override and a product owner in the Strapi admin panel.
 */
test.describe.configure({ mode: 'serial' });

const VERSION = `0.1.0-e2e.${Date.now()}`;
const releaseManifest = `${REMOTE_ORIGINS.content}/releases/${VERSION}/mf-manifest.json`;
const localManifest = `${REMOTE_ORIGINS.content}/mf-manifest.json`;

/** Opens the profile menu's 'Versies' dialog and returns the version shown for a remote (its first cell; the release notes follow). */
async function shownVersion(page: Page, remote: string): Promise<string> {
  await page.getByRole('button', { name: messages.layout.profileMenu }).click();
  await page.getByRole('button', { name: messages.remotes.versionsMenuItem }).click();
  const dialog = page.getByRole('dialog', { name: messages.remotes.versionsTitle });
  const text = (await dialog.getByRole('row', { name: new RegExp(`^${remote} `) }).getByRole('cell').first().textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text.trim();
}

/** Loads /nieuws and resolves with the manifest URL mf-content came from. */
async function loadNews(page: Page): Promise<string> {
  const manifest = page.waitForResponse((response) => response.url().startsWith(REMOTE_ORIGINS.content) && response.url().endsWith('mf-manifest.json'));
  await page.goto('/nieuws');
  const url = (await manifest).url();
  await expect(page.getByRole('main')).not.toContainText(messages.common.remoteUnavailable);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return url;
}

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  // Builds mf-content alone into its release store and registers it; prints the version.
  expect(await pnpm('release', 'mf-content', '--version', VERSION)).toBe(VERSION);
});

test.afterAll(async () => {
  await pnpm('registry', 'test', 'mf-content', '--use', 'local');
  await pnpm('registry', 'test', 'mf-content', '--enable');
});

test('publishing the same version again is refused', async () => {
  await expect(pnpm('release', 'mf-content', '--version', VERSION)).rejects.toThrow(/bestaat al/);
});

test('pnpm registry --use switches the test environment on the next page load; Versies shows it', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const { ms: commandMs } = await registry('test', 'mf-content', '--use', VERSION);
  const started = performance.now();
  expect(await loadNews(page)).toBe(releaseManifest);
  const pageMs = performance.now() - started;
  console.log(`[figures] pnpm registry --use: ${commandMs.toFixed(0)} ms; next page load running ${VERSION}: ${pageMs.toFixed(0)} ms`);
  expect(await shownVersion(page, 'mf-content')).toBe(VERSION);
});

test('--rollback restores the previous version on the next load', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await registry('test', 'mf-content', '--rollback');
  expect(await loadNews(page)).toBe(localManifest);
  expect(await shownVersion(page, 'mf-content')).toBe('local');
});

test("--disable removes the remote's links and routes; Versies says uit", async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await registry('test', 'mf-content', '--disable');
  try {
    await page.goto('/nieuws');
    await expect(page.getByRole('heading', { name: messages.common.notFoundTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.layout.navNews, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: messages.layout.navWebinars, exact: true })).toHaveCount(0);
    expect(await shownVersion(page, 'mf-content')).toBe(messages.remotes.versionOff);
  } finally {
    await registry('test', 'mf-content', '--enable');
  }
});

type RouteHandler = (route: import('@playwright/test').Route) => unknown;

/** Loads /nieuws with the registry endpoint answering, refused or hanging; prints the figures side by side. */
for (const [condition, handle] of [
  ['answering', null],
  ['unreachable', (route) => route.abort('connectionrefused')],
  ['hanging', () => undefined],
] as const satisfies readonly (readonly [string, RouteHandler | null])[]) {
  test(`with the registry endpoint ${condition} the shell comes up${handle ? ' from /remotes.json' : ''}`, async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    if (handle) await page.route(`${CONTENT_URL}/api/remote-registry/**`, handle);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const started = performance.now();
    expect(await loadNews(page)).toBe(localManifest);
    console.log(`[figures] registry ${condition}: /nieuws rendered by mf-content after ${(performance.now() - started).toFixed(0)} ms`);
    expect(warnings.some((text) => text.includes('/remotes.json wordt gebruikt'))).toBe(handle !== null);
  });
}

test('with the whole content service down the shell falls back to /remotes.json at once', async ({ page }) => {
  await page.route(`${CONTENT_URL}/**`, (route) => route.abort('connectionrefused'));
  const fellBack = page.waitForEvent('console', (message) => message.text().includes('/remotes.json wordt gebruikt'));
  const started = performance.now();
  // A page of the platform itself: a visitor's landing page arrives rendered with its own small
  // entry, which has no remotes and reads no registry (performance.spec.ts).
  await page.goto('/toegankelijkheid');
  await fellBack;
  const fallbackMs = performance.now() - started;
  // The page opens; the remotes of /remotes.json are registered.
  await expect(page.getByRole('heading', { level: 1, name: messages.accessibility.title })).toBeVisible();
  console.log(`[figures] content service down: fallback after ${fallbackMs.toFixed(0)} ms, page after ${(performance.now() - started).toFixed(0)} ms`);
});

test('the QA override banner appears for a registered version and clears', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const manifest = page.waitForResponse(releaseManifest);
  await page.goto(`/nieuws?remote-override=mf-content@${VERSION}`);
  await manifest;
  const banner = page.getByRole('status').filter({ hasText: messages.remotes.overrideActive('mf-content', VERSION) });
  await expect(banner).toBeVisible();

  // It holds for this browser session, across loads.
  await page.goto('/dashboard');
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: messages.remotes.overrideReset }).click();
  await expect(banner).toHaveCount(0);
  expect(await loadNews(page)).toBe(localManifest);
});

test('an unregistered override version is ignored with a console warning', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/dashboard?remote-override=mf-content@9.9.9-bestaat-niet');
  await expect(page.getByRole('button', { name: messages.layout.profileMenu })).toBeVisible();
  await expect(page.getByText(/Testversie actief/)).toHaveCount(0);
  expect(warnings.some((text) => text.includes('niet geregistreerd'))).toBe(true);
});
