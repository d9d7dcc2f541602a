import { homepageFeedQuery } from './homepageFeedQuery';
import { apiClient, type ListResponse, type NieuwsItem } from '@doorloopjes/shared';

/** News items flagged for the homepage, with their image. */
export async function fetchHomepageNews(): Promise<NieuwsItem[]> {
  const { data } = await apiClient.get<ListResponse<NieuwsItem>>('/api/nieuws-items', {
    params: { 'filters[show_on_homepage][$eq]': true, ...homepageFeedQuery('featured_image') },
    skipAuth: true,
  });
  return data.data;
}
