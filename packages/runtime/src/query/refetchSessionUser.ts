import { hashKey } from '@tanstack/react-query';
import { currentUserQuery } from '../api/users';
import { queryClient } from './queryClient';

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
