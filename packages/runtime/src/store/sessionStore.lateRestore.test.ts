import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import recordedUser from '../test/content/sharedRequests.meRequest.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { set } from 'idb-keyval';
import { setToken } from '../api/token';
import { currentUserQuery, currentUser } from '../api/users';
import { offlineStore } from '../offline/offlineStore';
import { QUERY_CACHE_KEY } from '../offline/storageNames';
import { contentUrl, setupMswServer } from '../test/msw';
import type { User } from '@doorloopjes/content-types';
import { queryClient } from '../query/queryClient';
import { useSessionStore } from './sessionStore';

/** The device's read, held until the test releases it: online, the page runs before the copy is back. */
const gate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release: () => release() };
});
vi.mock('../query/persistence', async (original) => {
  const actual = await original<typeof import('../query/persistence')>();
  return { ...actual, startQueryPersistence: async (options: Parameters<typeof actual.startQueryPersistence>[0]) => {
    await gate.held;
    return actual.startQueryPersistence(options);
  } };
});
const { persistQueryCacheForSession } = await import('../query/persistForSession');

const me = recordedUser as unknown as User;
setupMswServer(
  http.get(contentUrl('/api/global-setting'), () => HttpResponse.error()),
  http.get(contentUrl('/api/users/me'), () => HttpResponse.error()),
  http.get(contentUrl('/api/doorloopjes'), () => HttpResponse.error()),
  http.post(contentUrl('/api/auth/logout'), () => HttpResponse.json({ ok: true })),
);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  queryClient.clear();
});

afterEach(() => {
  useSessionStore.getState().logout();
  vi.restoreAllMocks();
});

describe('the session load without an answer, while the device copy is still being restored', () => {
  it('waits for the copy, then shows its user marked as the device copy', async () => {
    setToken('geldig');
    const query = { queryKey: currentUserQuery.queryKey, queryHash: JSON.stringify(currentUserQuery.queryKey), state: { data: me, dataUpdatedAt: Date.now() - 60_000, dataUpdateCount: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' } };
    await set(QUERY_CACHE_KEY, JSON.stringify({ buster: 'test', timestamp: Date.now(), clientState: { mutations: [], queries: [query] } }), offlineStore()!);

    // The bootstrap online: the restore starts, the page (and the session's load) does not wait.
    void persistQueryCacheForSession({ buster: 'test' });
    const loading = useSessionStore.getState().loadInitialData();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSessionStore.getState().loading).toBe(true);

    gate.release();
    await loading;
    expect(currentUser()).toEqual(me);
    expect(useSessionStore.getState()).toMatchObject({ connectionLost: true, showingSavedCopy: true, loading: false });
  });
});
