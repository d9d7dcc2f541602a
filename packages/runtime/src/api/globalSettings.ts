import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlobalSettings, SingleResponse } from '@doorloopjes/content-types';
import { getContent } from './getContent';
import { globalSettingsRequest } from './sharedRequests';
import { settingsKeys } from '../query/keys';
import { queryClient, SESSION_READ_ONLY } from '../query/queryClient';

/**
 * Global settings, no auth (a stale token must not make them fail). Loaded with the session
 * (`loadInitialData`) into `globalSettingsQuery`; the landing page's 'Powered by' and social links
 * come from the same answer, so the page asks once.
 */
export async function fetchGlobalSettings(): Promise<GlobalSettings | null> {
  return (await getContent<SingleResponse<GlobalSettings>>(globalSettingsRequest)).data;
}

/** The site's settings in the page's query client; read them with `useGlobalSettings()`. */
export const globalSettingsQuery = queryOptions({ queryKey: settingsKeys.global(), queryFn: fetchGlobalSettings });

export function currentGlobalSettings(): GlobalSettings | null {
  return queryClient.getQueryData(globalSettingsQuery.queryKey) ?? null;
}

export function useGlobalSettings(): GlobalSettings | null {
  return useQuery({ ...globalSettingsQuery, ...SESSION_READ_ONLY }, queryClient).data ?? null;
}
