import { apiClient, type Why, type ListResponse } from '@doorloopjes/shared';
import { EXPLAINER_POPULATE } from './explainerQuery';
import { firstOrNull, query, slugFilter } from './query';

/** One why (Waarom) item with its steps; null when unknown. */
export async function fetchWhyBySlug(slug: string): Promise<Why | null> {
  const { data } = await apiClient.get<ListResponse<Why>>('/api/whies', { params: query([slugFilter(slug), ...EXPLAINER_POPULATE]) });
  return firstOrNull(data);
}
