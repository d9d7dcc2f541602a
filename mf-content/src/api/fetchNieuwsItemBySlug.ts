import { apiClient, type ListResponse, type NieuwsItem } from '@doorloopjes/shared';
import { firstOrNull, query, slugFilter } from './query';

/** One news item with image, authors and related doorloopjes and webinars; null when unknown. */
export async function fetchNieuwsItemBySlug(slug: string): Promise<NieuwsItem | null> {
  const params = query([
    slugFilter(slug),
    ['populate', 'featured_image'],
    ['populate', 'auteurs.photo'],
    ['populate', 'related_doorloopjes.steps.image'],
    ['populate', 'related_digidates.image'],
  ]);
  const { data } = await apiClient.get<ListResponse<NieuwsItem>>('/api/nieuws-items', { params });
  return firstOrNull(data);
}
