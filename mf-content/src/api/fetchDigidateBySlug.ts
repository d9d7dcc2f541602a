import { apiClient, type Digidate, type ListResponse } from '@doorloopjes/shared';
import { firstOrNull, query, slugFilter } from './query';

/** One webinar with speakers, downloads and the doorloopjes it discussed; null when unknown. */
export async function fetchDigidateBySlug(slug: string): Promise<Digidate | null> {
  const params = query([
    slugFilter(slug),
    ['populate', 'image'],
    ['populate', 'experts.photo'],
    ['populate', 'related_doorloopjes.steps.image'],
    ['populate', 'downloads'],
  ]);
  const { data } = await apiClient.get<ListResponse<Digidate>>('/api/digidates', { params });
  return firstOrNull(data);
}
