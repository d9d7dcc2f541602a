import { del } from 'idb-keyval';
import { getToken } from '../api/token';
import { offlineStore } from '../offline/offlineStore';
import { QUERY_CACHE_KEY } from '../offline/storageNames';
import { queryClient } from './queryClient';
import { currentUser } from '../api/users';

let restored: Promise<void> = Promise.resolve();

/**
 * Settles once the device's copy of this page load is in the query client (or could not be read):
 * at once when nothing is restored. Online the first render does not wait for the restore, so
 * whoever must know what the device holds (the session's load that got no answer: is the user
 * shown the device's copy?) waits for this.
 */
export function deviceCopyRestored(): Promise<void> {
  return restored;
}

/**
 * Persists the query cache for a logged-in user only, and shares it with the browser's other tabs
 * (`shareAcrossTabs.ts`), loading the persister (TanStack's persist-client and storage persister)
 * and the broadcast client only then: a visitor's landing page downloads none of it.
 *
 * - Logged in at start: the device's copy is restored before this resolves, then every change is
 *   saved and broadcast. The bootstrap awaits it before the first render only offline (the pages
 *   then come from the copy); online the page renders at once and the copy fills in behind it
 *   (`persistence.ts` says why an answer from the network is never replaced by the older copy).
 *   Sharing starts after the restore: the copy's queries entering the client are not broadcast
 *   as news to the other tabs.
 * - A visitor: a copy an ended session left behind is deleted (idb-keyval, already loaded for the
 *   offline store); saving starts once someone logs in on this page.
 */
export async function persistQueryCacheForSession({ buster }: { buster: string }): Promise<void> {
  const start = async () => {
    const [{ startQueryPersistence }, { shareQueryCacheAcrossTabs }] = await Promise.all([
      import(/* webpackChunkName: "logged-in-query-persistence" */ './persistence'),
      import(/* webpackChunkName: "logged-in-query-persistence" */ './shareAcrossTabs'),
    ]);
    await startQueryPersistence({ buster });
    shareQueryCacheAcrossTabs(queryClient);
  };
  if (getToken() !== null) {
    restored = start().catch((error: unknown) => console.warn('De bewaarde pagina’s op dit apparaat konden niet worden gelezen.', error));
    return restored;
  }
  const target = offlineStore();
  if (target) await del(QUERY_CACHE_KEY, target).catch(() => undefined);
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (currentUser() === null || getToken() === null) return;
    stop();
    void start().catch(() => undefined);
  });
}
