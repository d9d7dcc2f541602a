import { del } from 'idb-keyval';
import { getToken } from '../api/token';
import { offlineStore } from '../offline/offlineStore';
import { QUERY_CACHE_KEY } from '../offline/storageNames';
import { queryClient } from './queryClient';
import { currentUser } from './sessionQueries';

/**
 * Persists the query cache for a logged-in user only, and shares it with the browser's other tabs
 * (`shareAcrossTabs.ts`), loading the persister (TanStack's persist-client and storage persister)
 * and the broadcast client only then: a visitor's landing page downloads none of it.
 *
 * - Logged in at start: the device's copy is restored before this resolves (await it before the
 *   first render, so the first queries find the restored data), then every change is saved and
 *   broadcast.
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
    await start().catch((error: unknown) => console.warn('De bewaarde pagina’s op dit apparaat konden niet worden gelezen.', error));
    return;
  }
  const target = offlineStore();
  if (target) await del(QUERY_CACHE_KEY, target).catch(() => undefined);
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (currentUser() === null || getToken() === null) return;
    stop();
    void start().catch(() => undefined);
  });
}
