import { useSyncExternalStore } from 'react';
import { guideListQuery } from '../api/doorloopjes';
import { globalSettingsQuery } from '../api/globalSettings';
import { currentUserQuery } from '../api/users';
import type { Doorloopje, GlobalSettings, User } from '@doorloopjes/content-types';
import { queryClient } from './queryClient';

const NO_GUIDES: Doorloopje[] = [];

/**
 * The logged-in user, the site's settings and the session's guide list are queries of the page's
 * one client (persisted with the rest of it for a logged-in user, so they are the device's copy of
 * the session after a reload). The session's load (`loadInitialData`) fetches the three together
 * and writes them at once, because a load without an answer decides the connection notice and the
 * reconnecting; components only read them, and never fetch them on their own.
 *
 * They read the page's client by name, not the nearest provider (the session's load writes there,
 * also under a test's or a harness's own provider), and follow its cache rather than a query
 * observer: an observer keeps showing a query that `clear()` removed (a logout empties the cache)
 * and misses the one the next login writes.
 */
const followCache = (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange);

/** The logged-in user as it is now (null for a visitor or before the first load). */
export function currentUser(): User | null {
  return queryClient.getQueryData(currentUserQuery.queryKey) ?? null;
}

/** The guide list as it is now (empty for a visitor or before the first load). */
export function currentGuideList(): Doorloopje[] {
  return queryClient.getQueryData(guideListQuery.queryKey) ?? NO_GUIDES;
}

export function currentGlobalSettings(): GlobalSettings | null {
  return queryClient.getQueryData(globalSettingsQuery.queryKey) ?? null;
}

/** Shows `user` on every page at once (a load's answer, a change of the user's own, an undo). */
export function showUser(user: User | null): void {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

export function useSessionUser(): User | null {
  return useSyncExternalStore(followCache, currentUser, currentUser);
}

export function useGuideList(): Doorloopje[] {
  return useSyncExternalStore(followCache, currentGuideList, currentGuideList);
}

export function useGlobalSettings(): GlobalSettings | null {
  return useSyncExternalStore(followCache, currentGlobalSettings, currentGlobalSettings);
}
