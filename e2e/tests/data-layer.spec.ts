import { messages } from '@doorloopjes/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loadedCopies } from '../support/shareScope';

/**
 * The platform's one data layer in the built platform: the shell provides one query client and
 * every remote reads through it. mf-content (the Kennisbank) and mf-cluster (the builder) read the
 * same why list; if a remote loaded its own copy of the query library (or of @doorloopjes/runtime,
 * which holds the client) it would not see the shell's client at all, and with a client of its own
 * it would ask again.
 */

/** Client-side navigation, as a link in the shell does: the page (and its cache) stays. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('two remotes share the query cache: the why list is fetched once per page', async ({ page, user }) => {
  void user;
  const whyRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/whies') whyRequests.push(request.url());
  });

  await page.goto('/achtergronden');
  await expect(page.getByRole('heading', { level: 1, name: messages.content.kennisbankTitle })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect.poll(() => whyRequests.length).toBe(1);

  await navigateInApp(page, '/cluster-builder-test');
  await expect(page.getByPlaceholder(messages.cluster.searchPlaceholder)).toBeVisible();
  await expect(page.getByText(messages.cluster.loadFailed)).toHaveCount(0);
  expect(whyRequests).toHaveLength(1);

  // One copy of React, of the query library and of the platform runtime (session store, query client,
  // content-service client) on the page: the federation runtime shares a single instance of each
  // (whole, or the query library's pruned build).
  for (const name of ['react', '@tanstack/react-query', '@doorloopjes/runtime']) {
    expect(await loadedCopies(page, name), name).toHaveLength(1);
  }
});
