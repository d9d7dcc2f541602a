import { messages } from '@doorloopjes/shared';
import { registry } from '../support/controlPlane';
import { expect, test } from '../support/fixtures';
import { REMOTE_ORIGINS } from '../support/env';

/** Foundation: the shell composes the remotes at run time and survives any one of them failing. */

test('the landing page renders for a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: messages.auth.login }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: messages.auth.register }).first()).toBeVisible();
});

test('a guarded route without a token lands on the landing page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

const remoteRoutes = [
  { path: '/doorloopjes', origin: REMOTE_ORIGINS.doorloopjes },
  { path: '/webinars', origin: REMOTE_ORIGINS.content },
  { path: '/nieuws', origin: REMOTE_ORIGINS.content },
  { path: '/achtergronden', origin: REMOTE_ORIGINS.content },
  { path: '/cluster-builder-test', origin: REMOTE_ORIGINS.cluster },
];

for (const route of remoteRoutes) {
  test(`${route.path} is rendered by the remote on ${route.origin}`, async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    const exposed = page.waitForResponse((response) => response.url().startsWith(route.origin) && /__federation_expose_/.test(response.url()));
    await page.goto(route.path);
    expect((await exposed).ok()).toBeTruthy();
    await expect(page.getByRole('main')).not.toContainText(messages.common.remoteUnavailable);
    await expect(page.getByRole('heading').first()).toBeVisible();
  });
}

test('the page holds one copy of React, shared by the shell and every remote', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  // Every renderer copy registers itself with the devtools hook once. react-konva brings its own
  // reconciler (rendererPackageName 'react-konva'), so count the react-dom copies.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
        isDisabled: false,
      },
    });
    (window as unknown as { __reactRenderers: unknown[] }).__reactRenderers = renderers;
  });
  const remoteLoaded = Object.values(REMOTE_ORIGINS).map((origin) =>
    page.waitForResponse((response) => response.url().startsWith(origin) && /__federation_expose_/.test(response.url())),
  );
  await page.goto('/dashboard');
  // The dashboard loads modules of three remotes; the cluster remote joins on its own route.
  await Promise.all(remoteLoaded.slice(0, 3));
  await page.getByRole('link', { name: messages.layout.navClusters }).click();
  await Promise.all(remoteLoaded.slice(3));
  const renderers = await page.evaluate(() =>
    (window as unknown as { __reactRenderers: Array<{ rendererPackageName?: string; version?: string }> }).__reactRenderers.map(
      (renderer) => `${renderer.rendererPackageName}@${renderer.version}`,
    ),
  );
  expect(renderers.filter((name) => name.startsWith('react-dom@'))).toHaveLength(1);
});

test('with mf-content down, its widgets show the fallback and the doorloopjes widgets still work', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await page.route(`${REMOTE_ORIGINS.content}/**`, (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.getByText(messages.common.remoteUnavailable).first()).toBeVisible();
  await expect(page.getByRole('button', { name: messages.common.retry }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.doorloopjes.inProgressTitle })).toBeVisible();
  // The rest of the platform keeps working: another remote's page still renders.
  await page.getByRole('link', { name: messages.layout.navDoorloopjes }).click();
  await expect(page.locator('a[href^="/doorloopjes/"]').first()).toBeVisible();
});

test('the retry button loads a remote that came back', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  let blocked = true;
  await page.route(`${REMOTE_ORIGINS.cluster}/**`, (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/cluster-builder-test');
  const retry = page.getByRole('button', { name: messages.common.retry });
  await expect(retry).toBeVisible();
  blocked = false;
  await retry.click();
  await expect(page.getByText(messages.common.remoteUnavailable)).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
});

test('a remote switched off in the registry leaves no link, route or widget', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  // Switched off in the environment's real registry: the static server decides the page's remote
  // preloads from it too, so a registry faked only in the browser would disagree with the server.
  await registry('test', 'mf-content', '--disable');
  try {
    const contentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(REMOTE_ORIGINS.content)) contentRequests.push(request.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: messages.layout.navDoorloopjes })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.layout.navNews })).toHaveCount(0);
    await expect(page.getByRole('link', { name: messages.layout.navWebinars })).toHaveCount(0);
    await expect(page.getByText(messages.common.remoteUnavailable)).toHaveCount(0);
    await page.goto('/nieuws');
    await expect(page.getByRole('heading', { name: messages.common.notFoundTitle })).toBeVisible();
    expect(contentRequests).toEqual([]);
  } finally {
    await registry('test', 'mf-content', '--enable');
  }
});
