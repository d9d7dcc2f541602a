import type { GlobalSettings, SingleResponse } from '@doorloopjes/content-types';
import { getContent } from './getContent';
import { globalSettingsRequest } from './sharedRequests';

/**
 * Global settings, no auth (a stale token must not make them fail). Held by the session store;
 * the landing page's 'Powered by' and social links come from the same answer, so the page asks once.
 */
export async function fetchGlobalSettings(): Promise<GlobalSettings | null> {
  return (await getContent<SingleResponse<GlobalSettings>>(globalSettingsRequest)).data;
}
