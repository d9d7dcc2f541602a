import { messages } from '@doorloopjes/shared';
import type { Page } from '@playwright/test';
import { createGuideDraft, editorLogin, previewUrl, publishGuide } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { completeTour, createConfirmedUser, useToken } from '../support/users';

/**
 * Draft & publish with Strapi's Preview (docs/editors.md): an editor's draft is seen in the real
 * shell through the preview link, at phone and laptop widths, and by no teacher until it is
 * published.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** Nothing sticks out sideways: the page fits the screen's width. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('an editor previews a draft guide at 390 and 1440 px; teachers see it only once it is published', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const guide = { title: `Conceptgids ${stamp}`, slug: `conceptgids-${stamp}`, stepTitle: `Eerste conceptstap ${stamp}` };
  const editor = await editorLogin(request);
  const documentId = await createGuideDraft(request, editor, guide);
  const link = await previewUrl(request, editor, documentId);
  expect(new URL(link).pathname).toBe('/voorbeeld');

  // The preview, in a browser without any teacher logged in, at both widths.
  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, serviceWorkers: 'block' });
    const preview = await context.newPage();
    const answer = await preview.goto(link);
    expect(answer?.headers()['x-robots-tag']).toContain('noindex');
    await expect(preview.getByText(messages.preview.banner)).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expect(preview.getByText(guide.stepTitle)).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The credential left the address once read.
    expect(new URL(preview.url()).hash).toBe('');
    await expectNoSidewaysScroll(preview);
    await context.close();
  }

  // A teacher sees none of it: not in the list, not in the search, not at its address.
  const teacher = await createConfirmedUser(request);
  await completeTour(request, teacher);
  await useToken(page, teacher.jwt, teacher.refreshToken);
  await page.goto('/doorloopjes');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(guide.title)).toHaveCount(0);
  const search = page.getByRole('combobox', { name: messages.layout.searchPlaceholder });
  await search.fill(guide.title);
  await expect(page.getByText(messages.layout.noSearchResults)).toBeVisible();
  await page.goto(`/doorloopjes/${guide.slug}`);
  await expect(page.getByText(messages.doorloopjes.notFound)).toBeVisible();

  // Published: within the content service's 10 s, she finds it in all three. The retries run 5 s
  // longer than that: an attempt that starts just before the 10 s end still needs its page load.
  await publishGuide(request, editor, documentId);
  await expect(async () => {
    await page.goto(`/doorloopjes/${guide.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.goto('/doorloopjes');
  await expect(page.getByText(guide.title).first()).toBeVisible();
  await search.fill(guide.title);
  await expect(page.getByRole('option', { name: guide.title })).toBeVisible();
});
