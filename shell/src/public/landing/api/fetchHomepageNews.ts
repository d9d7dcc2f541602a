import { apiClient, type ListResponse, type NieuwsItem } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orFallback } from './orFallback';
import { homepageFeedQuery } from './homepageFeedQuery';

/** News items flagged for the homepage, with their image. */
export async function fetchHomepageNews(): Promise<NieuwsItem[]> {
  const { data } = await apiClient.get<ListResponse<NieuwsItem>>('/api/nieuws-items', {
    params: homepageFeedQuery('featured_image'),
    skipAuth: true,
  });
  return data.data;
}

export const homepageNewsQuery = queryOptions({
  queryKey: ['homepage', 'nieuws-items'],
  queryFn: () => orFallback(fetchHomepageNews, [], 'het nieuws'),
});
