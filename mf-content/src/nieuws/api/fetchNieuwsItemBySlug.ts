import { apiClient, type ListResponse, type NieuwsItem } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { firstOrNull, slugFilter } from '../../common/api/query';

/** One news item with image, authors and related doorloopjes and webinars; null when unknown. */
export async function fetchNieuwsItemBySlug(slug: string): Promise<NieuwsItem | null> {
  const params = {
    ...slugFilter(slug),
    populate: ['featured_image', 'auteurs.photo', 'related_doorloopjes.steps.image', 'related_digidates.image'],
  };
  const { data } = await apiClient.get<ListResponse<NieuwsItem>>('/api/nieuws-items', { params });
  return firstOrNull(data);
}

export const nieuwsItemBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: ['nieuws-items', 'detail', slug], queryFn: () => fetchNieuwsItemBySlug(slug) });
