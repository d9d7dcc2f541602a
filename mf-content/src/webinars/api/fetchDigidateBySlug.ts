import { apiClient, type Digidate, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { firstOrNull, slugFilter } from '../../common/api/query';

/** One webinar with speakers, downloads and the doorloopjes it discussed; null when unknown. */
export async function fetchDigidateBySlug(slug: string): Promise<Digidate | null> {
  const params = {
    ...slugFilter(slug),
    populate: ['image', 'experts.photo', 'related_doorloopjes.steps.image', 'downloads'],
  };
  const { data } = await apiClient.get<ListResponse<Digidate>>('/api/digidates', { params });
  return firstOrNull(data);
}

export const digidateBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: ['digidates', 'detail', slug], queryFn: () => fetchDigidateBySlug(slug) });
