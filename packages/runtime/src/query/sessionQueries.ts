import { hashKey, useQuery } from '@tanstack/react-query';
import { guideListQuery } from '../api/doorloopjes';
import { globalSettingsQuery } from '../api/globalSettings';
import { currentUserQuery } from '../api/users';
import type { Doorloopje, GlobalSettings, User } from '@doorloopjes/content-types';
import { queryClient } from './queryClient';

const NO_GUIDES: Doorloopje[] = [];

/**
 * The logged-in user, the site's settings and the session's guide list are queries of the page's
 * one client (`currentUserQuery`, `globalSettingsQuery`, `guideListQuery`, keys from the key
 * factory), persisted with the rest of it for a logged-in user, so they are the device's copy of
 * the session after a reload. The session's load (`loadInitialData`) fetches the three together
 * and writes them at once, because a load without an answer decides the connection notice and the
 * reconnecting; the user is refetched through its query (`refetchSessionUser`).
 *
 * Components read them with `useQuery` of those options, switched off (`enabled: false`): they show
 * what the cache holds and never fetch on their own (not on mount, focus or reconnect). They read
 * the page's client by name, not the nearest provider: the session's load writes there, also under
 * a test's or a harness's own provider.
 */
const READ_ONLY = { enabled: false } as const;

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

/**
 * Shows `user` on every page at once (a load's answer, a change of the user's own, an undo). A
 * refetch of the user still under way started before this change and would overwrite it with the
 * server's older lists: it is cancelled first (TanStack's cancellation puts back the query's state
 * at once and drops the fetch's answer), the way an optimistic update is written.
 */
export function showUser(user: User | null): void {
  void queryClient.cancelQueries({ queryKey: currentUserQuery.queryKey, exact: true });
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

const USER_HASH = hashKey(currentUserQuery.queryKey);

/**
 * Fetches the user again through its query. A refetch already under way is joined; its answer
 * is dropped when the user changes meanwhile (`showUser` cancels it), the session ends (a logout
 * resets the query, which cancels its fetch: forgetSessionQueries.ts) or another tab's change
 * arrives (TanStack's broadcast client writes it with the query's `setState`): the answer may
 * predate that tab's change, which refetches and broadcasts the server's user itself. No retry and
 * whatever the online manager says: a failure without an answer must reach the caller at once
 * (it marks the connection lost).
 */
export async function refetchSessionUser(): Promise<void> {
  const stopOnBroadcast = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'setState' && event.query.queryHash === USER_HASH) {
      // Silent: the broadcast's state stays as it came, and the caller sees a cancelled fetch.
      void event.query.cancel({ silent: true });
    }
  });
  try {
    await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0, retry: false, networkMode: 'always' });
  } finally {
    stopOnBroadcast();
  }
}

export function useSessionUser(): User | null {
  return useQuery({ ...currentUserQuery, ...READ_ONLY }, queryClient).data ?? null;
}

export function useGuideList(): Doorloopje[] {
  return useQuery({ ...guideListQuery, ...READ_ONLY }, queryClient).data ?? NO_GUIDES;
}

export function useGlobalSettings(): GlobalSettings | null {
  return useQuery({ ...globalSettingsQuery, ...READ_ONLY }, queryClient).data ?? null;
}
