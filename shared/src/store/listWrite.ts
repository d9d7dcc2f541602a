import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { isAuthFailure } from '../api/client';
import { updateUser } from '../api/users';
import type { User } from '../types/entities';
import type { ListChange } from './listChanges';

/** Pause before the single retry: long enough for a brief network hiccup to pass. */
export const RETRY_DELAY_MS = 400;

/** The key every list write carries, to ask whether any is still queued or running. */
export const LIST_WRITE_KEY = ['user-lists'] as const;

export interface ListWriteCallbacks {
  /** Shows the change at once, before the server has it (optimistic). */
  onMutate: () => void;
  /** The server has it. */
  onSuccess: () => void;
  /** It could not be saved, also not on the retry: undo only this change. */
  onError: (error: unknown) => void;
}

/**
 * One click's operation on the user's lists, as a mutation of the page's query client. All writes
 * of one user share a scope, so the library runs them one after another in the order of the
 * clicks (two quick clicks never lose an update) while each shows at once. A failed write is tried
 * once more after a short pause, unless the token was refused (the session has ended and a second
 * try would be refused the same way); like every retry of the library, it waits while the page is
 * hidden and goes out when it is shown again. They run whatever the online manager says: a write that can
 * only wait unseen must fail instead, so it is undone with a message (the browser's own offline
 * state is refused before a write starts).
 */
export function listWriteOptions(userId: number, callbacks: ListWriteCallbacks): MutationOptions<User, unknown, ListChange> {
  return {
    mutationKey: LIST_WRITE_KEY,
    scope: { id: `user-lists:${userId}` },
    mutationFn: (change) => updateUser(userId, change.operation),
    retry: (failures, error) => failures < 1 && !isAuthFailure(error),
    retryDelay: RETRY_DELAY_MS,
    networkMode: 'always',
    onMutate: callbacks.onMutate,
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  };
}

/** Sends the change; resolves once it was saved or undone (it never rejects). */
export async function sendListChange(client: QueryClient, userId: number, change: ListChange, callbacks: ListWriteCallbacks): Promise<void> {
  try {
    await new MutationObserver(client, listWriteOptions(userId, callbacks)).mutate(change);
  } catch {
    // Handled by onError.
  }
}

/** True while list writes are queued or running (a refetch started meanwhile would be stale). */
export function listWritesPending(client: QueryClient): boolean {
  return client.isMutating({ mutationKey: LIST_WRITE_KEY }) > 0;
}
