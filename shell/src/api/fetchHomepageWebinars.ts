import { homepageFeedQuery, WEBINAR_FIELDS } from './homepageFeedQuery';
import { apiClient, type Digidate, type ListResponse } from '@doorloopjes/shared';

/** Webinars (digidates) flagged for the homepage, with their image. */
export async function fetchHomepageWebinars(): Promise<Digidate[]> {
  const { data } = await apiClient.get<ListResponse<Digidate>>('/api/digidates', {
    params: { 'filters[show_on_homepage][$eq]': true, ...homepageFeedQuery('image', WEBINAR_FIELDS) },
    skipAuth: true,
  });
  return data.data;
}
