import { apiClient, type Digidate, type ListResponse } from '@doorloopjes/shared';
import { query } from './query';

/** All webinars with their image; the page splits them into upcoming and recordings. */
export async function fetchDigidates(): Promise<Digidate[]> {
  const params = query([
    ['sort', 'event_date:desc'],
    ['populate', 'image'],
    // Lists render thumbnails only (ContentImage): no other image variants.
    ['imageFormats', 'thumbnail'],
  ]);
  const { data } = await apiClient.get<ListResponse<Digidate>>('/api/digidates', { params });
  return data.data;
}
