import { apiClient, type Artikel, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orFallback } from './orFallback';
import { homepageFeedQuery } from './homepageFeedQuery';

/** Articles flagged for the homepage, with their image. */
export async function fetchHomepageArticles(): Promise<Artikel[]> {
  const { data } = await apiClient.get<ListResponse<Artikel>>('/api/artikels', {
    params: homepageFeedQuery('featured_image'),
    skipAuth: true,
  });
  return data.data;
}

export const homepageArticlesQuery = queryOptions({
  queryKey: ['homepage', 'artikels'],
  queryFn: () => orFallback(fetchHomepageArticles, [], 'de artikelen'),
});
