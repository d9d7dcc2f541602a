import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe, type Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { getToken } from '../api/token';
import { offlineStore } from '../offline/offlineStore';
import { QUERY_CACHE_KEY } from '../offline/storageNames';
import { CONTENT_KEPT_MS, queryClient } from './queryClient';

/**
 * The query cache on the device (TanStack's own persistence), so the pages a logged-in teacher
 * opened (guides, webinars, news, Kennisbank, explainers) are shown while the content service is
 * unreachable, also after a reload. The one place the persister is set up.
 *
 * - Kept in IndexedDB (idb-keyval, the offline store, key QUERY_CACHE_KEY), saved at most once a
 *   second, restored for at most CONTENT_KEPT_MS (7 days).
 * - Only for a logged-in user: nothing is restored without a token (the copy is deleted instead),
 *   and the storage refuses every write without one, so a save queued before a logout (the
 *   persister throttles) cannot write the cache back after clearPersonalData emptied the store.
 * - `buster`: the shell build; a new build changes it, and a copy written by another build is
 *   deleted instead of restored (its data may have another shape). The remotes' versions are left
 *   out on purpose: while the content service is down the shell falls back to `/remotes.json`,
 *   which may name other versions, and that would discard the copy exactly when it is needed.
 */
export function createQueryCachePersister(): Persister {
  return createAsyncStoragePersister({
    key: QUERY_CACHE_KEY,
    throttleTime: 1000,
    storage: {
      getItem: async (key) => {
        const target = offlineStore();
        return target ? ((await get<string>(key, target)) ?? null) : null;
      },
      setItem: async (key, value) => {
        const target = offlineStore();
        if (target && getToken() !== null) await set(key, value, target);
      },
      removeItem: async (key) => {
        const target = offlineStore();
        if (target) await del(key, target);
      },
    },
  });
}

export interface QueryPersistenceOptions {
  /** Changes with every shell build (see above). */
  buster: string;
  client?: QueryClient;
  persister?: Persister;
}

/**
 * A persister whose read gives nothing when the session ended while it read: a logout (or a
 * refused token) during the restore has already emptied the query client and the store, and the
 * old copy must not be put back into the client after that.
 */
function forThisSession(persister: Persister): Persister {
  return {
    ...persister,
    restoreClient: async () => {
      const copy = await persister.restoreClient();
      return getToken() === null ? undefined : copy;
    },
  };
}

/**
 * Restores the device's copy into the query client (when logged in), then saves every change.
 * Returns the function that stops saving.
 *
 * The first render may come before the restore ends (online it does not wait, see
 * `persistForSession.ts`), so queries may already hold answers from the network. TanStack's
 * hydrate only takes a stored query whose `dataUpdatedAt` is newer than the one in the client, so
 * an answer fetched (or a change made) during the restore is never replaced by the older copy; a
 * query still under way keeps fetching and its answer replaces the copy. Saving starts only after
 * the restore (a save before it would overwrite the device's copy with a nearly empty cache), and
 * at once then: what was fetched meanwhile is on the device even if nothing changes after.
 */
export async function startQueryPersistence({ buster, client = queryClient, persister = createQueryCachePersister() }: QueryPersistenceOptions): Promise<() => void> {
  const options = {
    queryClient: client,
    persister,
    buster,
    maxAge: CONTENT_KEPT_MS,
    // Writes are never kept for a later page: a list write that fails is undone with a message, and
    // one restored while waiting its turn in its scope would hold back every later write of it.
    dehydrateOptions: { shouldDehydrateMutation: () => false },
  };
  try {
    if (getToken() !== null) await persistQueryClientRestore({ ...options, persister: forThisSession(persister) });
    else await persister.removeClient();
  } catch (error) {
    // An unreadable copy has been discarded; the pages load from the network.
    console.warn('De bewaarde pagina’s op dit apparaat konden niet worden gelezen.', error);
  }
  const stop = persistQueryClientSubscribe(options);
  if (client.getQueryCache().getAll().length > 0) void persistQueryClientSave(options);
  return stop;
}
