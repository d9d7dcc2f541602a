import 'fake-indexeddb/auto';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '../api/token';
import { clearPersonalData } from '../offline/clearPersonalData';
import { offlineStore } from '../offline/offlineStore';
import { QUERY_CACHE_KEY } from '../offline/storageNames';
import { createQueryCachePersister, startQueryPersistence } from './persistence';
import { CONTENT_KEPT_MS, queryClient } from './queryClient';

const GUIDE_KEY = ['doorloopje', 'het-lesdoel'];
const guide = { id: 4, slug: 'het-lesdoel', title: 'Het lesdoel zichtbaar maken' };

const stored = () => get<string>(QUERY_CACHE_KEY, offlineStore()!);
const storedGuideTitle = async () => {
  const raw = await stored();
  return raw?.includes(guide.title) ?? false;
};

/** A persisted copy as the persister writes it, with the guide's query. */
function persistedCopy({ buster, savedAt = Date.now() }: { buster: string; savedAt?: number }): string {
  const query = { queryKey: GUIDE_KEY, queryHash: JSON.stringify(GUIDE_KEY), state: { data: guide, dataUpdatedAt: savedAt, dataUpdateCount: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' } };
  return JSON.stringify({ buster, timestamp: savedAt, clientState: { mutations: [], queries: [query] } });
}

/** The device's persister, its read held until `release` (a slow IndexedDB on the first render). */
function slowPersister() {
  const persister = createQueryCachePersister();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { persister: { ...persister, restoreClient: async () => {
    const copy = await persister.restoreClient();
    await held;
    return copy;
  } }, release };
}

const newerGuide = { ...guide, title: 'Het lesdoel zichtbaar maken (bijgewerkt)' };

const stops: Array<() => void> = [];
async function start(client: QueryClient, buster = 'build-1') {
  const stop = await startQueryPersistence({ buster, client });
  stops.push(stop);
  return stop;
}

beforeEach(async () => {
  setToken('geldig');
  await clearPersonalData();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the persisted query cache', () => {
  it("saves what a logged-in user read, and a new page load (same build) starts with it", async () => {
    const first = new QueryClient();
    await start(first);
    first.setQueryData(GUIDE_KEY, guide);
    await vi.waitFor(async () => expect(await storedGuideTitle()).toBe(true), { timeout: 3000 });

    const reloaded = new QueryClient();
    await start(reloaded);
    expect(reloaded.getQueryData(GUIDE_KEY)).toEqual(guide);
  });

  it('keeps no write: one waiting its turn in its mutation scope is not saved to the device', async () => {
    const client = new QueryClient();
    await start(client);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const scope = { id: 'user-lists:7' };
    const running = new MutationObserver(client, { scope, networkMode: 'always', mutationFn: () => gate }).mutate();
    const waiting = new MutationObserver(client, { scope, networkMode: 'always', mutationFn: () => Promise.resolve() }).mutate();
    client.setQueryData(GUIDE_KEY, guide);
    await vi.waitFor(async () => expect(await storedGuideTitle()).toBe(true), { timeout: 3000 });
    expect(client.getMutationCache().getAll().filter((mutation) => mutation.state.isPaused)).toHaveLength(1);
    expect((JSON.parse((await stored()) ?? '{}') as { clientState: { mutations: unknown[] } }).clientState.mutations).toEqual([]);
    release();
    await Promise.all([running, waiting]);
  });

  it('restores nothing for a logged-out visitor, and deletes the copy', async () => {
    await set(QUERY_CACHE_KEY, persistedCopy({ buster: 'build-1' }), offlineStore()!);
    removeToken();
    const client = new QueryClient();
    await start(client);
    expect(client.getQueryData(GUIDE_KEY)).toBeUndefined();
    expect(await stored()).toBeUndefined();
  });

  it('saves nothing for a logged-out visitor', async () => {
    removeToken();
    const client = new QueryClient();
    await start(client);
    client.setQueryData(GUIDE_KEY, guide);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await stored()).toBeUndefined();
  });

  it('drops a copy written by another shell build instead of restoring it', async () => {
    await set(QUERY_CACHE_KEY, persistedCopy({ buster: 'build-1' }), offlineStore()!);
    const client = new QueryClient();
    await start(client, 'build-2');
    expect(client.getQueryData(GUIDE_KEY)).toBeUndefined();
    expect(await stored()).toBeUndefined();
  });

  it('drops a copy older than the time content is kept', async () => {
    await set(QUERY_CACHE_KEY, persistedCopy({ buster: 'build-1', savedAt: Date.now() - CONTENT_KEPT_MS - 1000 }), offlineStore()!);
    const client = new QueryClient();
    await start(client);
    expect(client.getQueryData(GUIDE_KEY)).toBeUndefined();
    expect(await stored()).toBeUndefined();
  });

  it('is emptied by a logout, in memory and on the device, and not written back afterwards', async () => {
    await start(queryClient);
    queryClient.setQueryData(GUIDE_KEY, guide);
    await vi.waitFor(async () => expect(await storedGuideTitle()).toBe(true), { timeout: 3000 });
    // A second change within the throttle time: its save is still queued when the user logs out.
    queryClient.setQueryData(['nieuws'], [{ id: 1 }]);

    removeToken();
    await clearPersonalData();
    expect(queryClient.getQueryData(GUIDE_KEY)).toBeUndefined();
    expect(await stored()).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stored()).toBeUndefined();
  });

  describe('restored while the page already runs (online, the first render does not wait)', () => {
    it('never replaces an answer that came from the network during the restore with the older copy, and saves it at once', async () => {
      await set(QUERY_CACHE_KEY, persistedCopy({ buster: 'build-1', savedAt: Date.now() - 60_000 }), offlineStore()!);
      const client = new QueryClient();
      const { persister, release } = slowPersister();
      const restoring = startQueryPersistence({ buster: 'build-1', client, persister });
      client.setQueryData(GUIDE_KEY, newerGuide);
      release();
      stops.push(await restoring);
      expect(client.getQueryData(GUIDE_KEY)).toEqual(newerGuide);
      // Saved without any later change of the cache: the device's copy is the newer one.
      await vi.waitFor(async () => expect(await stored()).toContain(newerGuide.title), { timeout: 3000 });
    });

    it('shows the copy for a query still under way, and its answer replaces the copy', async () => {
      await set(QUERY_CACHE_KEY, persistedCopy({ buster: 'build-1' }), offlineStore()!);
      const client = new QueryClient();
      const { persister, release } = slowPersister();
      const restoring = startQueryPersistence({ buster: 'build-1', client, persister });
      let answer: (value: typeof guide) => void = () => undefined;
      const fetching = client.fetchQuery({ queryKey: GUIDE_KEY, queryFn: () => new Promise<typeof guide>((resolve) => (answer = resolve)) });
      release();
      stops.push(await restoring);
      expect(client.getQueryData(GUIDE_KEY)).toEqual(guide);
      expect(client.getQueryState(GUIDE_KEY)?.fetchStatus).toBe('fetching');
      answer(newerGuide);
      await fetching;
      expect(client.getQueryData(GUIDE_KEY)).toEqual(newerGuide);
    });

    it('puts nothing back after a logout during the restore', async () => {
      await set(QUERY_CACHE_KEY, persistedCopy({ buster: 'build-1' }), offlineStore()!);
      const client = new QueryClient();
      const { persister, release } = slowPersister();
      const restoring = startQueryPersistence({ buster: 'build-1', client, persister });
      // The copy has been read; the teacher logs out before it is in the client.
      await new Promise((resolve) => setTimeout(resolve, 20));
      removeToken();
      client.clear();
      await clearPersonalData();
      release();
      stops.push(await restoring);
      expect(client.getQueryData(GUIDE_KEY)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await stored()).toBeUndefined();
    });
  });
});
