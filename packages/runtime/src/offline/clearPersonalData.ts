import { clear } from 'idb-keyval';
import { forgetSessionQueries } from '../query/forgetSessionQueries';
import { offlineStore } from './offlineStore';
import { PERSONAL_CACHE_NAMES, PERSONAL_LOCAL_STORAGE_KEYS, PERSONAL_SESSION_STORAGE_KEYS } from './storageNames';

function removeKeys(storage: () => Storage, keys: readonly string[]) {
  try {
    for (const key of keys) storage().removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}

/**
 * On logout (or a refused token) nothing personal may stay on a shared device: the query cache
 * in memory (emptied; the session's user, settings and list are reset: forgetSessionQueries.ts)
 * and its persisted copy, the persisted session, the assistant's chat keys, and the images the
 * service worker kept for offline reading. The app's own code caches stay.
 * Called after the token is removed: the query-cache persister writes nothing without one, so
 * the emptied memory cache is not saved back either.
 */
export async function clearPersonalData(): Promise<void> {
  forgetSessionQueries();
  removeKeys(() => sessionStorage, PERSONAL_SESSION_STORAGE_KEYS);
  removeKeys(() => localStorage, PERSONAL_LOCAL_STORAGE_KEYS);
  const target = offlineStore();
  const jobs: Promise<unknown>[] = [];
  if (target) jobs.push(clear(target));
  if (typeof caches !== 'undefined') jobs.push(...PERSONAL_CACHE_NAMES.map((name) => caches.delete(name)));
  const results = await Promise.allSettled(jobs);
  for (const result of results) if (result.status === 'rejected') console.warn('Opruimen van offline gegevens is mislukt.', result.reason);
}
