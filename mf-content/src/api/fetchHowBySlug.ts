import { apiClient, type How, type ListResponse } from '@doorloopjes/shared';
import { EXPLAINER_POPULATE } from './explainerQuery';
import { firstOrNull, query, slugFilter } from './query';

/** One how (Hoe) item with its steps; null when unknown. */
export async function fetchHowBySlug(slug: string): Promise<How | null> {
  const { data } = await apiClient.get<ListResponse<How>>('/api/hows', { params: query([slugFilter(slug), ...EXPLAINER_POPULATE]) });
  return firstOrNull(data);
}
