import type { GlobalSettings, SingleResponse } from '../types/entities';
import { apiClient } from './client';

/**
 * Global settings, no auth. Held by the session store; the landing page's 'Powered
 * by' and social links come from the same answer, so the page asks once.
 */
export async function fetchGlobalSettings(): Promise<GlobalSettings | null> {
  const { data } = await apiClient.get<SingleResponse<GlobalSettings>>('/api/global-setting', {
    params: { populate: ['logo', 'dashboardLogo', 'poweredByLogo', 'ai_suggestions', 'social_links'] },
    // Public: a stale token must not make the settings fail.
    skipAuth: true,
  });
  return data.data;
}
