import type { Doorloopje, ListResponse } from '../types/entities';
import { apiClient } from './client';

export const DOORLOOPJES_PAGE_SIZE = 250;

/**
 * What the list's users read from a guide, and no more: the list cards (title, slug, a preview
 * of the description, book and page, theme, the first step's thumbnail), the theme sections,
 * the dashboard widgets, the cluster builder and the assistant (titles). The detail page asks
 * for its own guide (`fetchDoorloopjeBySlug`), so steps carry only a title (Strapi needs one
 * field) and the thumbnail of their image: Strapi cannot populate only the first step. Without
 * the original's `url` (about 200 bytes a guide): an image too small for a thumbnail shows none.
 */
export const DOORLOOPJE_LIST_QUERY = {
  'fields': ['title', 'slug', 'description', 'book', 'page'],
  'populate[theme][fields]': ['title', 'slug', 'description'],
  'populate[steps][fields]': ['title'],
  'populate[steps][populate][image][fields]': ['formats'],
  imageFormats: 'thumbnail',
};

/** One guide as the detail page renders it: step images up to medium (and WebP), video, related webinars. */
export const DOORLOOPJE_DETAIL_QUERY = {
  'fields': ['title', 'slug', 'description', 'book', 'page', 'vimeo_url'],
  'populate[theme][fields]': ['title', 'slug', 'description'],
  'populate[steps][fields]': ['title', 'description'],
  'populate[steps][populate][image][fields]': ['url', 'alternativeText', 'width', 'height', 'formats'],
  'populate[digidates][fields]': ['slug', 'title', 'event_date', 'has_taken_place'],
  'populate[digidates][populate][image][fields]': ['url', 'alternativeText', 'formats'],
  imageFormats: 'thumbnail,small,medium,small_webp,medium_webp',
};

/** The whole list, by book then page, lean (see DOORLOOPJE_LIST_QUERY). */
export async function fetchDoorloopjes(): Promise<Doorloopje[]> {
  const { data } = await apiClient.get<ListResponse<Doorloopje>>('/api/doorloopjes', {
    params: {
      sort: ['book:asc', 'page:asc'],
      'pagination[pageSize]': DOORLOOPJES_PAGE_SIZE,
      ...DOORLOOPJE_LIST_QUERY,
    },
  });
  return data.data;
}

/** The detail page's guide by slug, or null when there is none. */
export async function fetchDoorloopjeBySlug(slug: string): Promise<Doorloopje | null> {
  const { data } = await apiClient.get<ListResponse<Doorloopje>>('/api/doorloopjes', {
    params: { 'filters[slug][$eq]': slug, ...DOORLOOPJE_DETAIL_QUERY },
  });
  return data.data[0] ?? null;
}
