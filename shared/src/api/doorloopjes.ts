import type { Doorloopje, ListResponse } from '../types/entities';
import { apiClient } from './client';

export const DOORLOOPJES_PAGE_SIZE = 250;

/**
 * What the platform reads from a guide, and no more: the list cards, the detail page, the
 * cluster builder and the progress widgets all work from this one list. Step images come with
 * the two variants the UI renders: thumbnail (cards, search) and medium (detail steps).
 */
export const DOORLOOPJE_FIELDS = ['title', 'slug', 'description', 'book', 'page', 'vimeo_url'];
export const DOORLOOPJE_QUERY = {
  'fields': DOORLOOPJE_FIELDS,
  'populate[theme][fields]': ['title', 'slug', 'description'],
  'populate[steps][fields]': ['title', 'description'],
  'populate[steps][populate][image][fields]': ['url', 'alternativeText', 'formats'],
  'populate[digidates][fields]': ['slug', 'title', 'event_date', 'has_taken_place'],
  imageFormats: 'thumbnail,medium',
};

/** SPEC call 7: the whole list, by book then page, with steps, theme and related webinars. */
export async function fetchDoorloopjes(): Promise<Doorloopje[]> {
  const { data } = await apiClient.get<ListResponse<Doorloopje>>('/api/doorloopjes', {
    params: {
      sort: ['book:asc', 'page:asc'],
      'pagination[pageSize]': DOORLOOPJES_PAGE_SIZE,
      ...DOORLOOPJE_QUERY,
    },
  });
  return data.data;
}
