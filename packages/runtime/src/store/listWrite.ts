import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { isAuthFailure } from '../api/client';
import { updateUser } from '../api/users';
import type { User } from '@doorloopjes/content-types';
import type { ListChange } from './listChanges';

/** Pause before the single retry: long enough for a brief network hiccup to pass. */
export const RETRY_DELAY_MS = 400;

/** The key every list write carries, to ask whether any is still queued or running. */
const LIST_WRITE_KEY = ['user-lists'];

/** onMutate shows the change at once; onError undoes only this change once the retry failed too. */
export type ListWriteCallbacks = Required<Pick<MutationOptions<User, unknown, ListChange>, 'onMutate' | 'onError'>> &
  Pick<MutationOptions<User, unknown, ListChange>, 'onSuccess'>;

/**
 * Sends one click's operation on the user's lists as a mutation of the page's query client, and
 * resolves once it was saved or undone. All writes of one user share a scope, so the library runs
 * them one after another in the order of the clicks (two quick clicks never lose an update) while
 * each shows at once. A failed write is tried once more after a short pause, unless the token was
 * refused (the session has ended and a second try would be refused the same way); like every retry
 * of the library, it waits while the page is hidden. Writes run whatever the online manager says
 * (the client's mutation defaults, queryClient.ts): one that could only wait unseen must fail
 * instead and be undone with a message (the browser's own offline state is refused before a write
 * starts).
 *
 * A MutationObserver, not useMutation: the write is started by the session store's actions, which
 * run outside React (remotes call them through the shared runtime). It is the same mechanism as
 * the forms' useMutation (which wraps a MutationObserver): a mutation of the one client, with its
 * cache, scopes and defaults.
 */
export function sendListChange(client: QueryClient, userId: number, change: ListChange, callbacks: ListWriteCallbacks): Promise<void> {
  const write = new MutationObserver(client, {
    mutationKey: LIST_WRITE_KEY,
    scope: { id: `user-lists:${userId}` },
    mutationFn: (operation: ListChange) => updateUser(userId, operation.operation),
    retry: (failures, error) => failures < 1 && !isAuthFailure(error),
    retryDelay: RETRY_DELAY_MS,
    ...callbacks,
  });
  // A failure is handled by onError.
  return write.mutate(change).then(
    () => undefined,
    () => undefined,
  );
}

/** True while list writes are queued or running (a refetch started meanwhile would be stale). */
export function listWritesPending(client: QueryClient): boolean {
  return client.isMutating({ mutationKey: LIST_WRITE_KEY }) > 0;
}
