import type { GlobalSettings, SingleResponse } from '../types/entities';
import { apiClient } from './client';

/** Global settings, no auth. */
export async function fetchGlobalSettings(): Promise<GlobalSettings | null> {
  const { data } = await apiClient.get<SingleResponse<GlobalSettings>>('/api/global-setting', {
    params: { populate: ['logo', 'dashboardLogo', 'poweredByLogo', 'ai_suggestions'] },
    // Public: a stale token must not make the settings fail.
    skipAuth: true,
  });
  return data.data;
}
