import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type Persister } from '@tanstack/react-query-persist-client';
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
 * Restores the device's copy into the query client (when logged in) and saves every later
 * change. Await it before the first render, so the first queries find the restored data.
 * Returns the function that stops saving.
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
    if (getToken() !== null) await persistQueryClientRestore(options);
    else await persister.removeClient();
  } catch (error) {
    // An unreadable copy has been discarded; the pages load from the network.
    console.warn('De bewaarde pagina’s op dit apparaat konden niet worden gelezen.', error);
  }
  return persistQueryClientSubscribe(options);
}
