import { apiClient, type ListResponse, type NieuwsItem } from '@doorloopjes/shared';
import { query } from './query';

/** All news items, newest first, with their featured image (list page and dashboard carousel). */
export async function fetchNieuwsItems(): Promise<NieuwsItem[]> {
  const params = query([
    ['sort', 'publication_date:desc'],
    ['populate', 'featured_image'],
    // Lists render thumbnails only (ContentImage): no other image variants.
    ['imageFormats', 'thumbnail'],
  ]);
  const { data } = await apiClient.get<ListResponse<NieuwsItem>>('/api/nieuws-items', { params });
  return data.data;
}
