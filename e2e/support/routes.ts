import { messages } from '@doorloopjes/shared';
import type { APIRequestContext } from '@playwright/test';
import { CONTENT_URL } from './env';
import type { TestUser } from './users';

/**
 * Every route the accessibility walks visit: the logged-in pages (named by a fixed text or by
 * their seeded content, plus one guide) and the visitors' pages.
 */
const l = messages.layout;
const c = messages.content;
const PRODUCT = messages.common.productName;
export const pageTitle = (name: string) => `${name} · ${PRODUCT}`;

/** Logged-in pages named by a fixed text. */
export const NAMED_ROUTES: Array<[string, string]> = [
  ['/dashboard', l.dashboardTitle],
  ['/doorloopjes', l.navDoorloopjes],
  ['/webinars', c.webinarsTitle],
  ['/nieuws', c.newsTitle],
  ['/achtergronden', c.kennisbankTitle],
  ['/profile', l.profileTitle],
  ['/cluster-builder-test', messages.cluster.title],
  ['/toegankelijkheid', messages.accessibility.title],
  ['/bestaat-niet', messages.common.notFoundTitle],
];
/** Logged-in pages named by their content (the seeded test content). */
export const CONTENT_ROUTES = [
  '/webinars/werken-aan-executieve-functies',
  '/nieuws-item/test-onveilige-html-nieuws',
  '/artikel/waarom-korte-instructie-werkt',
  '/why/waarom-herhalen',
  '/how/hoe-start-je-de-dag',
];
/** Visitors' pages. */
export const PUBLIC_ROUTES: Array<[string, string]> = [
  ['/', PRODUCT],
  ['/reset-password', pageTitle(messages.auth.resetTitle)],
  ['/verify-email', pageTitle(messages.auth.verifyTitle)],
  ['/toegankelijkheid', pageTitle(messages.accessibility.title)],
];

/** The news item that is the sanitiser test's fixture: its body is unsafe on purpose. */
export const isUnsafeFixture = (path: string) => path.includes('onveilige-html');

export async function firstGuidePath(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.get(`${CONTENT_URL}/api/doorloopjes?pagination[limit]=1&sort[0]=title:asc`, { headers: { Authorization: `Bearer ${user.jwt}` } });
  const body = (await response.json()) as { data: Array<{ slug: string }> };
  return `/doorloopjes/${body.data[0]!.slug}`;
}

/** Every logged-in route a test visits: the named ones, the content pages and one guide. */
export async function loggedInRoutes(request: APIRequestContext, user: TestUser): Promise<string[]> {
  return [...NAMED_ROUTES.map(([path]) => path), ...CONTENT_ROUTES, await firstGuidePath(request, user)];
}
