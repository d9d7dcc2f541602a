import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Request } from '@playwright/test';
import { registry } from '../support/controlPlane';
import { CONTENT_URL, REMOTE_ORIGINS } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * What a teacher feels, per remote version, and what a team and a product owner see of it (test
 * environment): a real page load reports its time to content and LCP for the remote that owns the
 * page, the content service stores them for that version, and the health page shows a running
 * rollout's step and the figures as charts.
 */
const PRODUCT_OWNER = { email: 'productowner@doorloopjes.nl', password: 'Doorloopjes!Product2026' };
const DEPLOY_TOKEN_FILE = fileURLToPath(new URL('../../.deploy-token', import.meta.url));
const VERSION = `0.1.0-uitrol.${Date.now()}`;

interface PageFigureReport {
  data: { environment: string; remote: string; version: string; canary: boolean; metric: string; value: number };
}
interface VersionFigures {
  version: string;
  canary: boolean;
  pageFigures: Record<'content' | 'LCP', { p75: number | null; loads: number }>;
}

const deployToken = () => fs.readFileSync(DEPLOY_TOKEN_FILE, 'utf8').trim();

/** What the content service stored for mf-content in test, read as a team reads it (deploy token). */
async function storedFigures(request: APIRequestContext, version: string, canary: boolean): Promise<VersionFigures['pageFigures'] | null> {
  const response = await request.get(`${CONTENT_URL}/api/remote-health/status/test/mf-content`, { headers: { Authorization: `Bearer ${deployToken()}` } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { versions: VersionFigures[] };
  return body.versions.find((entry) => entry.version === version && entry.canary === canary)?.pageFigures ?? null;
}

const isFigure = (metric: string) => (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/api/remote-health/figures') && (request.postDataJSON() as PageFigureReport).data.metric === metric;

test('a page load reports time to content and LCP for the remote that owns the page; the health page shows the rollout step and its charts', async ({ page, request, user }) => {
  expect(user.jwt).toBeTruthy(); // a logged-in teacher: visitors' pages report no figures
  test.setTimeout(4 * 60_000);
  await registry('test', 'mf-content', '--use', 'local');

  // A teacher opens the news (mf-content owns the main area).
  const contentSent = page.waitForRequest(isFigure('content'), { timeout: 30_000 });
  const lcpSent = page.waitForRequest(isFigure('LCP'), { timeout: 30_000 });
  await page.goto('/nieuws');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const content = ((await contentSent).postDataJSON() as PageFigureReport).data;
  expect(content).toMatchObject({ environment: 'test', remote: 'content', canary: false });
  expect(content.value).toBeGreaterThan(0);
  const before = await storedFigures(request, content.version, content.canary);
  // LCP is final at the first input (or when the page is hidden): then it is sent. The reporter is
  // loaded lazily after the content figure, so an input before it watches finalises nothing: keep
  // giving input until the figure goes out.
  let lcpGone = false;
  void lcpSent.then(
    () => (lcpGone = true),
    () => undefined,
  );
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift');
      return lcpGone;
    }, { timeout: 30_000 })
    .toBe(true);
  const lcpRequest = await lcpSent;
  const lcp = (lcpRequest.postDataJSON() as PageFigureReport).data;
  expect(lcp).toMatchObject({ remote: 'content', version: content.version, canary: content.canary });
  expect(lcp.value).toBeGreaterThan(0);
  expect((await lcpRequest.response())?.status()).toBe(204);
  console.log(`[figures] /nieuws: time to content ${content.value} ms, LCP ${lcp.value} ms (mf-content ${content.version})`);

  // Stored for that remote version: the content service's own answer.
  const stored = await storedFigures(request, content.version, content.canary);
  expect(stored?.content.loads).toBeGreaterThanOrEqual(1);
  expect(stored?.content.p75).toBeGreaterThan(0);
  expect(stored?.LCP.loads).toBeGreaterThan(before?.LCP.loads ?? 0);
  expect(stored?.LCP.p75).toBeGreaterThan(0);

  try {
    // A team starts a rollout of a new release (the local build under a URL of its own).
    const registered = await request.post(`${CONTENT_URL}/api/remote-releases`, {
      headers: { Authorization: `Bearer ${deployToken()}` },
      data: { remote: 'content', version: VERSION, manifest: `${REMOTE_ORIGINS.content}/mf-manifest.json?release=${VERSION}`, notes: 'Nieuwslijst sneller geladen' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await registry('test', 'mf-content', '--rollout', VERSION, '--steps', '5,25,100', '--hold', '1h');
    const { output } = await registry('test', 'mf-content', '--status');
    expect(output).toContain(`Uitrol: ${VERSION} op stap 5% van 5, 25, 100%`);
    expect(output).toContain('Volgende beslissing: wachten (volgende stap 25%), want de wachttijd is nog niet om.');
    expect(output).toMatch(/p75 tijd tot inhoud\s+.*\s+\d+ ms \(\d+ metingen\)/);

    // The product owner opens the health page.
    await page.goto(`${CONTENT_URL}/admin/auth/login`);
    await page.getByLabel(/e-?mail/i).fill(PRODUCT_OWNER.email);
    await page.getByLabel(/password|wachtwoord/i).fill(PRODUCT_OWNER.password);
    await page.getByRole('button', { name: /log ?in|inloggen/i }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto(`${CONTENT_URL}/admin/remote-health`);
    await expect(page.getByRole('heading', { name: 'Gezondheid van remotes' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Omgeving', exact: true }).selectOption('test');
    await page.getByRole('combobox', { name: 'Remote', exact: true }).selectOption('content');

    await expect(page.getByRole('heading', { name: `Uitrol van ${VERSION}` })).toBeVisible();
    const steps = page.getByRole('list', { name: 'Stappen' });
    await expect(steps.locator('[aria-current="step"]')).toHaveText('5% (nu)');
    await expect(page.getByText('wachten', { exact: true })).toBeVisible();
    const contentChart = page.getByRole('figure', { name: 'p75 tijd tot inhoud · mf-content' });
    await expect(contentChart).toBeVisible();
    await expect(contentChart.locator('.recharts-line').first()).toBeVisible();
    await expect(page.getByRole('figure', { name: 'p75 LCP · mf-content' }).locator('.recharts-line').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Canary naast stabiel · mf-content' })).toContainText('p75 tijd tot inhoud');
    await expect(page.getByRole('region', { name: 'Releases van mf-content' })).toContainText('Nieuwslijst sneller geladen');
  } finally {
    await registry('test', 'mf-content', '--no-canary');
  }
});
