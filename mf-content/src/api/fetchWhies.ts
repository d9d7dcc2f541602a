import { apiClient, type Why, type ListResponse } from '@doorloopjes/shared';
import { EXPLAINER_POPULATE } from './explainerQuery';
import { query } from './query';

/** All why (Waarom) items, for the Kennisbank. */
export async function fetchWhies(): Promise<Why[]> {
  const { data } = await apiClient.get<ListResponse<Why>>('/api/whies', { params: query(EXPLAINER_POPULATE) });
  return data.data;
}
