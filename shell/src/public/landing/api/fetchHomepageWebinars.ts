import { apiClient, type Digidate, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orFallback } from './orFallback';
import { homepageFeedQuery, WEBINAR_FIELDS } from './homepageFeedQuery';

/** Webinars (digidates) flagged for the homepage, with their image. */
export async function fetchHomepageWebinars(): Promise<Digidate[]> {
  const { data } = await apiClient.get<ListResponse<Digidate>>('/api/digidates', {
    params: homepageFeedQuery('image', WEBINAR_FIELDS),
    skipAuth: true,
  });
  return data.data;
}

export const homepageWebinarsQuery = queryOptions({
  queryKey: ['homepage', 'digidates'],
  queryFn: () => orFallback(fetchHomepageWebinars, [], 'de webinars'),
});
