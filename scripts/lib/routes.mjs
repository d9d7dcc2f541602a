// The routes the size and federation benchmarks visit, and when a route counts as "showing its
// content": the page's main area is there and no loading placeholder is left in it.
import { CONTENT_URL } from './platform.mjs';

/** A published doorloopje's slug for the detail route (the first one the API lists). */
async function firstDoorloopjeSlug(jwt) {
  const response = await fetch(`${CONTENT_URL}/api/doorloopjes?fields[0]=slug&pagination[pageSize]=1&sort=id`, {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  const body = await response.json();
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error(`no doorloopje found for the detail route: ${JSON.stringify(body).slice(0, 200)}`);
  return slug;
}

/** The routes, in visiting order; `jwt` is a logged-in user's token (the API needs one). */
export async function benchmarkRoutes(jwt) {
  return [
    { name: 'landing', path: '/', loggedIn: false },
    { name: 'dashboard', path: '/dashboard', loggedIn: true },
    { name: 'list', path: '/doorloopjes', loggedIn: true },
    { name: 'detail', path: `/doorloopjes/${await firstDoorloopjeSlug(jwt)}`, loggedIn: true },
    { name: 'content page', path: '/nieuws', loggedIn: true },
    { name: 'cluster builder', path: '/cluster-builder-test', loggedIn: true },
  ];
}

/**
 * Resolves with the page's time (ms since navigation start) at which the content showed: a main
 * landmark with children, and no skeleton or loading line anywhere.
 */
export async function waitForContent(page, timeout = 30_000) {
  const handle = await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      const ready = main && main.children.length > 0 && !document.querySelector('.dl-skeleton, .page-loading, [aria-busy="true"]');
      return ready ? performance.now() : false;
    },
    undefined,
    { timeout, polling: 'raf' },
  );
  return handle.jsonValue();
}
