import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages } from '@doorloopjes/shared';
import type { APIRequestContext, Browser } from '@playwright/test';
import { registry } from '../support/controlPlane';
import { CONTENT_URL, REMOTE_ORIGINS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { completeTour, createConfirmedUser, useToken, type TestUser } from '../support/users';

/**
 * A canary that protects itself (test environment, guard check points every 15 s): a canary
 * release of mf-content whose files do not load is taken out by the platform itself, and the
 * product owner sees why in the admin panel's health view.
 */
const PRODUCT_OWNER = { email: 'productowner@doorloopjes.nl', password: 'Doorloopjes!Product2026' };
const DEPLOY_TOKEN_FILE = fileURLToPath(new URL('../../.deploy-token', import.meta.url));
const VERSION = `0.1.0-kapot.${Date.now()}`;
// The local build's manifest under a URL of its own, so routing can break only this release.
const CANARY_MANIFEST = `${REMOTE_ORIGINS.content}/mf-manifest.json?release=${VERSION}`;
const TEACHERS = 12;

async function registerBrokenCanary(request: APIRequestContext): Promise<void> {
  const token = fs.readFileSync(DEPLOY_TOKEN_FILE, 'utf8').trim();
  const response = await request.post(`${CONTENT_URL}/api/remote-releases`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { remote: 'content', version: VERSION, manifest: CANARY_MANIFEST },
  });
  expect(response.status(), await response.text()).toBe(201);
  await registry('test', 'mf-content', '--use', 'local');
  await registry('test', 'mf-content', '--canary', VERSION, '--percent', '100');
}

interface HealthReport {
  data: { remote: string; version: string; canary: boolean; outcome: string };
}

/**
 * One teacher opens the news page in a browser where the canary's manifest does not load, and
 * the page's own health report for mf-content is returned. Once the guard has paused the canary,
 * a teacher gets the stable version, which loads.
 */
async function visitNews(browser: Browser, teacher: TestUser): Promise<HealthReport['data'] & { counted: boolean }> {
  const context = await browser.newContext();
  try {
    await context.route(`${REMOTE_ORIGINS.content}/mf-manifest.json?release=*`, (route) => route.abort('connectionrefused'));
    const page = await context.newPage();
    await useToken(page, teacher.jwt);
    const answered = page.waitForResponse(
      (response) => {
        const request = response.request();
        return request.url().endsWith('/api/remote-health/events') && request.method() === 'POST' && (request.postDataJSON() as HealthReport).data.remote === 'content';
      },
      { timeout: 30_000 },
    );
    await page.goto('/nieuws');
    const response = await answered;
    const { data } = response.request().postDataJSON() as HealthReport;
    if (data.canary) await expect(page.getByText(messages.common.remoteUnavailable).first()).toBeVisible();
    // A canary report that arrives after the guard paused the canary is refused: the server no
    // longer serves this user that version (served-version.js), so it is not in the figures.
    return { ...data, counted: response.ok() };
  } finally {
    await context.close();
  }
}

async function canaryOfContent(request: APIRequestContext): Promise<unknown> {
  const response = await request.get(`${CONTENT_URL}/api/remote-registry/test`, { headers: { 'Cache-Control': 'no-cache' } });
  const body = (await response.json()) as { remotes: Record<string, { canary?: unknown }> };
  return body.remotes.content?.canary ?? null;
}

test('a canary that fails for a dozen teachers is paused by the platform itself; the product owner sees why', async ({ browser, page, request, user }) => {
  test.setTimeout(8 * 60_000);
  try {
    const teachers = [user];
    while (teachers.length < TEACHERS) {
      const teacher = await createConfirmedUser(request);
      await completeTour(request, teacher);
      teachers.push(teacher);
    }
    await registerBrokenCanary(request);

    const started = performance.now();
    const reports = [];
    for (const teacher of teachers) reports.push(await visitNews(browser, teacher));
    // Every teacher before the pause got the broken canary; a check point may pause it from the
    // tenth failure on, and a teacher after that got the stable version, which loaded.
    const failed = reports.filter((report) => report.canary && report.version === VERSION && report.outcome === 'load-failed');
    expect(failed.length).toBeGreaterThanOrEqual(10);
    expect(reports.slice(failed.length).every((report) => !report.canary && report.outcome === 'loaded')).toBe(true);

    // Paused by the guard at one of its check points, well within two minutes.
    await expect.poll(() => canaryOfContent(request), { timeout: 120_000, intervals: [2000] }).toBeNull();
    console.log(`[figures] canary paused ${((performance.now() - started) / 1000).toFixed(0)} s after the first failing teacher`);
    const { output } = await registry('test', '--history');
    expect(output).toContain('automatisch');
    expect(output).toContain(`Canary automatisch gepauzeerd: canary ${VERSION}`);

    // The next page load gets the stable version and the news render.
    const manifest = page.waitForResponse((response) => response.url().startsWith(REMOTE_ORIGINS.content) && response.url().includes('mf-manifest.json'));
    await page.goto('/nieuws');
    expect((await manifest).url()).toBe(`${REMOTE_ORIGINS.content}/mf-manifest.json`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(messages.common.remoteUnavailable);

    // The product owner opens the health view in the admin panel.
    await page.goto(`${CONTENT_URL}/admin/auth/login`);
    await page.getByLabel(/e-?mail/i).fill(PRODUCT_OWNER.email);
    await page.getByLabel(/password|wachtwoord/i).fill(PRODUCT_OWNER.password);
    await page.getByRole('button', { name: /log ?in|inloggen/i }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('link', { name: 'Gezondheid remotes' })).toBeVisible();
    await page.goto(`${CONTENT_URL}/admin/remote-health`);
    await expect(page.getByRole('heading', { name: 'Gezondheid van remotes' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Omgeving', exact: true }).selectOption('test');
    await page.getByRole('combobox', { name: 'Remote', exact: true }).selectOption('content');
    const failureChart = page.getByRole('figure', { name: 'Foutpercentage · mf-content' });
    await expect(failureChart).toBeVisible();
    await expect(failureChart.locator('.recharts-line').first()).toBeVisible();
    // The figures count the failures the server accepted: at least the ten that paused the canary.
    const counted = failed.filter((report) => report.counted).length;
    expect(counted).toBeGreaterThanOrEqual(10);
    await expect(page.getByRole('row', { name: new RegExp(`${VERSION.replace(/\./g, '\\.')} canary`) })).toContainText(`${counted} (100,0%)`);
    await expect(page.getByText(`Canary automatisch gepauzeerd: canary ${VERSION}`)).toBeVisible();
  } finally {
    await registry('test', 'mf-content', '--no-canary');
  }
});
