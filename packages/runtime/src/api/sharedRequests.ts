import type { ContentQuery } from './contentQuery';
import QUERIES from './doorloopje-queries.json' with { type: 'json' };

/**
 * The content-service reads more than one app sends (the session's data, the guides, the why and
 * how items). Plain data, so the content service's contract test runs these very objects.
 */

/** Global settings (logo, Powered by, social links, assistant suggestions): public. */
export const globalSettingsRequest: ContentQuery = {
  path: '/api/global-setting',
  params: { populate: ['logo', 'dashboardLogo', 'poweredByLogo', 'ai_suggestions', 'social_links'] },
  role: 'visitor',
};

/** The current user with the three progress lists. */
export const meRequest: ContentQuery = {
  path: '/api/users/me',
  params: { populate: ['favorite_doorloopjes', 'completed_doorloopjes', 'inprogress_doorloopjes'] },
  role: 'teacher',
};

/** The whole guide list, lean (see DOORLOOPJE_LIST_QUERY in doorloopjes.ts). */
export const doorloopjeListRequest: ContentQuery = { path: '/api/doorloopjes', params: QUERIES.list, role: 'teacher' };

/** One guide as the detail page renders it. */
export const doorloopjeBySlugRequest = (slug: string): ContentQuery => ({
  path: '/api/doorloopjes',
  params: { filters: { slug: { $eq: slug } }, ...QUERIES.detail },
  role: 'teacher',
});

export type ExplainerKind = 'why' | 'how';
const EXPLAINER_PATHS = { why: '/api/whies', how: '/api/hows' } as const;

/** Why and how items are always read with their steps' images and their own image. */
export const EXPLAINER_POPULATE = ['steps.image', 'image'];

/** Every why (or how) item, by title; the content service allows pages of up to 250. */
export const explainersRequest = (kind: ExplainerKind): ContentQuery => ({
  path: EXPLAINER_PATHS[kind],
  params: { populate: EXPLAINER_POPULATE, sort: 'title:asc', pagination: { pageSize: 250 } },
  role: 'teacher',
});

/** One why or how item with its steps, by slug. */
export const explainerBySlugRequest = (kind: ExplainerKind, slug: string): ContentQuery => ({
  path: EXPLAINER_PATHS[kind],
  params: { filters: { slug: { $eq: slug } }, populate: EXPLAINER_POPULATE },
  role: 'teacher',
});
