import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '../api/token';
import { clearPersonalData } from '../offline/clearPersonalData';
import { offlineStore } from '../offline/offlineStore';
import { QUERY_CACHE_KEY } from '../offline/storageNames';
import type { User } from '@doorloopjes/content-types';
import { persistQueryCacheForSession } from './persistForSession';
import { queryClient } from './queryClient';
import { showUser } from '../api/users';

const KEY = ['nieuws'];
const stored = () => get<string>(QUERY_CACHE_KEY, offlineStore()!);
const savedNews = async () => (await stored())?.includes('Nieuw schooljaar') ?? false;

beforeEach(async () => {
  await clearPersonalData();
  removeToken();
  showUser(null);
});

afterEach(() => {
  removeToken();
  queryClient.clear();
});

describe('persisting the query cache per session', () => {
  it("deletes a visitor's leftover copy and saves nothing while nobody is logged in", async () => {
    await set(QUERY_CACHE_KEY, 'een oude kopie', offlineStore()!);
    await persistQueryCacheForSession({ buster: 'build-1' });
    expect(await stored()).toBeUndefined();

    queryClient.setQueryData(KEY, [{ title: 'Nieuw schooljaar' }]);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await stored()).toBeUndefined();
  });

  it('starts saving once a visitor logs in on the page', async () => {
    await persistQueryCacheForSession({ buster: 'build-1' });
    setToken('geldig');
    showUser({ id: 1 } as User);

    // The persister loads after the login; what the pages read from then on is saved.
    await vi.waitFor(
      async () => {
        queryClient.setQueryData(KEY, [{ title: 'Nieuw schooljaar', readAt: Date.now() }]);
        expect(await savedNews()).toBe(true);
      },
      { timeout: 5000, interval: 300 },
    );
  });
});
