import { apiClient, type SingleResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orFallback } from './orFallback';
import type { PublicSiteExtras } from './types';

/**
 * The global-settings fields only the landing page shows ('Powered by' name and link, social
 * links). The session store loads the rest; this call adds the social-links component.
 */
export async function fetchSiteExtras(): Promise<PublicSiteExtras | null> {
  const { data } = await apiClient.get<SingleResponse<PublicSiteExtras>>('/api/global-setting', {
    params: { populate: ['poweredByLogo', 'social_links'] },
    skipAuth: true,
  });
  return data.data;
}

export const siteExtrasQuery = queryOptions({
  queryKey: ['global-setting', 'landing-extras'],
  queryFn: () => orFallback(fetchSiteExtras, null, 'de site-instellingen'),
});
