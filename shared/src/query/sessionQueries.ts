import { useSyncExternalStore } from 'react';
import { guideListQuery } from '../api/doorloopjes';
import { globalSettingsQuery } from '../api/globalSettings';
import type { Doorloopje, GlobalSettings } from '../types/entities';
import { queryClient } from './queryClient';

const NO_GUIDES: Doorloopje[] = [];

/**
 * The site's settings and the session's guide list are queries of the page's one client. The
 * session's load (`loadInitialData`) fetches them together with the user and writes all three at
 * once, because a load without an answer decides the connection notice, the device's copy and the
 * reconnecting; components only read them, and never fetch them on their own (mount, focus).
 *
 * They read the page's client by name, not the nearest provider (the session's load writes there,
 * also under a test's or a harness's own provider), and follow its cache rather than a query
 * observer: an observer keeps showing a query that `clear()` removed (a logout empties the cache)
 * and misses the one the next login writes.
 */
const followCache = (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange);

/** The guide list as it is now (empty for a visitor or before the first load). */
export function currentGuideList(): Doorloopje[] {
  return queryClient.getQueryData(guideListQuery.queryKey) ?? NO_GUIDES;
}

export function currentGlobalSettings(): GlobalSettings | null {
  return queryClient.getQueryData(globalSettingsQuery.queryKey) ?? null;
}

export function useGuideList(): Doorloopje[] {
  return useSyncExternalStore(followCache, currentGuideList, currentGuideList);
}

export function useGlobalSettings(): GlobalSettings | null {
  return useSyncExternalStore(followCache, currentGlobalSettings, currentGlobalSettings);
}
