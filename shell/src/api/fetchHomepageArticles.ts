import { homepageFeedQuery } from './homepageFeedQuery';
import { apiClient, type Artikel, type ListResponse } from '@doorloopjes/shared';

/** Articles flagged for the homepage, with their image. */
export async function fetchHomepageArticles(): Promise<Artikel[]> {
  const { data } = await apiClient.get<ListResponse<Artikel>>('/api/artikels', {
    params: { 'filters[show_on_homepage][$eq]': true, ...homepageFeedQuery('featured_image') },
    skipAuth: true,
  });
  return data.data;
}
