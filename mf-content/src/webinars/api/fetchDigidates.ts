import { apiClient, type Digidate, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';

/** All webinars with their image; the page splits them into upcoming and recordings. */
export async function fetchDigidates(): Promise<Digidate[]> {
  const params = {
    sort: 'event_date:desc',
    populate: 'image',
    // Lists render thumbnails only (ContentImage): no other image variants.
    imageFormats: 'thumbnail',
  };
  const { data } = await apiClient.get<ListResponse<Digidate>>('/api/digidates', { params });
  return data.data;
}

/** Upcoming webinars turn into recordings: refetched when the user comes back to the tab. */
export const digidatesQuery = queryOptions({ queryKey: ['digidates', 'list'], queryFn: fetchDigidates });
