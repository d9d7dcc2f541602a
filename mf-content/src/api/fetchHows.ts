import { apiClient, type How, type ListResponse } from '@doorloopjes/shared';
import { EXPLAINER_POPULATE } from './explainerQuery';
import { query } from './query';

/** All how (Hoe) items, for the Kennisbank. */
export async function fetchHows(): Promise<How[]> {
  const { data } = await apiClient.get<ListResponse<How>>('/api/hows', { params: query(EXPLAINER_POPULATE) });
  return data.data;
}
