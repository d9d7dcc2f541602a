import { apiClient, type SingleResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { PublicRichPage } from '../../types';

/** GET /api/privacyverklaring?populate=* */
export async function fetchPrivacyStatement(): Promise<PublicRichPage | null> {
  const { data } = await apiClient.get<SingleResponse<PublicRichPage>>('/api/privacyverklaring', { params: { populate: '*' } });
  return data.data;
}

export const privacyStatementQuery = queryOptions({ queryKey: ['privacyverklaring'], queryFn: fetchPrivacyStatement });
