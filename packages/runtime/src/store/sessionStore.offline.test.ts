import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import recordedGuides from '../test/content/sharedRequests.doorloopjeListRequest.json';
import recordedSettings from '../test/content/sharedRequests.globalSettingsRequest.json';
import recordedUser from '../test/content/sharedRequests.meRequest.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../api/token';
import { messages } from '@doorloopjes/messages';
import { get } from 'idb-keyval';
import { offlineStore } from '../offline/offlineStore';
import { QUERY_CACHE_KEY } from '../offline/storageNames';
import { startQueryPersistence } from '../query/persistence';
import { contentUrl, setupMswServer } from '../test/msw';
import type { Doorloopje, GlobalSettings, User } from '@doorloopjes/content-types';
import { queryClient } from '../query/queryClient';
import { currentGlobalSettings } from '../api/globalSettings';
import { currentGuideList } from '../api/guides';
import { currentUser } from '../api/users';
import { useSessionStore } from './sessionStore';

// The three initial reads as the seeded content service answers them; a JSON import widens literal
// unions (roles, block kinds) to string, so they are typed as the store holds them.
const settings = recordedSettings.data as unknown as GlobalSettings;
const me = recordedUser as unknown as User;
const list = recordedGuides.data as unknown as Doorloopje[];

let serviceDown = false;
const down = () => HttpResponse.error();
const server = setupMswServer(
  http.get(contentUrl('/api/global-setting'), () => (serviceDown ? down() : HttpResponse.json(recordedSettings))),
  http.get(contentUrl('/api/users/me'), () => (serviceDown ? down() : HttpResponse.json(me))),
  http.get(contentUrl('/api/doorloopjes'), () => (serviceDown ? down() : HttpResponse.json(recordedGuides))),
  // Logging out ends the session on the server too.
  http.post(contentUrl('/api/auth/logout'), () => HttpResponse.json({ ok: true })),
);

const initial = useSessionStore.getState();

/** The session as the pages see it: the store's state with the user, settings and list queries beside it. */
const session = () => ({ ...useSessionStore.getState(), user: currentUser(), settings: currentGlobalSettings(), doorloopjes: currentGuideList() });

/** The user in the device's copy of the query cache (the persister's), or null when none is kept. */
async function userOnDevice(): Promise<User | null> {
  const raw = await get<string>(QUERY_CACHE_KEY, offlineStore()!);
  if (!raw) return null;
  const copy = JSON.parse(raw) as { clientState: { queries: Array<{ queryKey: unknown; state: { data: unknown } }> } };
  const user = copy.clientState.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(['users', 'me']));
  return (user?.state.data as User | undefined) ?? null;
}

/** What the shell's start does on a page load with a token: the device's copy back, then every change saved. */
let stopSaving: (() => void) | null = null;
async function keepOnDevice() {
  stopSaving = await startQueryPersistence({ buster: 'test' });
}

beforeEach(() => {
  serviceDown = false;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  useSessionStore.setState({ ...initial, loading: true, initialised: false }, true);
  queryClient.clear();
});

afterEach(() => {
  // Stops any retrying and clears what the test kept on the device.
  stopSaving?.();
  stopSaving = null;
  useSessionStore.getState().logout();
  vi.restoreAllMocks();
});

describe('session store without a server answer', () => {
  it('says so, and recovers on its own as soon as the browser is back online', async () => {
    setToken('geldig');
    serviceDown = true;
    await useSessionStore.getState().loadInitialData();
    expect(session()).toMatchObject({ connectionLost: true, loading: false, user: null });
    expect(getToken()).toBe('geldig');

    serviceDown = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(currentUser()).toEqual(me));
    expect(session()).toMatchObject({ connectionLost: false, showingSavedCopy: false, doorloopjes: list });
  });

  it('shows the copy of the last session kept on the device, marked, while the service is down', async () => {
    setToken('geldig');
    await keepOnDevice();
    await useSessionStore.getState().loadInitialData();
    await vi.waitFor(async () => expect(await userOnDevice()).toEqual(me), { timeout: 3000 });

    // The next page load: nothing in memory, the device's copy restored before the first render.
    stopSaving?.();
    useSessionStore.setState({ ...initial, loading: true, initialised: false }, true);
    queryClient.clear();
    await keepOnDevice();
    serviceDown = true;
    await useSessionStore.getState().loadInitialData();
    expect(session()).toMatchObject({ connectionLost: true, showingSavedCopy: true, user: me, doorloopjes: list, settings });
  });

  it('a later failing refetch marks the connection lost and retries', async () => {
    setToken('geldig');
    await useSessionStore.getState().loadInitialData();
    serviceDown = true;
    await useSessionStore.getState().refetchUser();
    expect(useSessionStore.getState().connectionLost).toBe(true);
    serviceDown = false;
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(useSessionStore.getState().connectionLost).toBe(false));
  });

  it('refuses a list write while the browser is offline, with a message, and sends nothing', async () => {
    setToken('geldig');
    await useSessionStore.getState().loadInitialData();
    const writes = vi.fn();
    server.use(
      http.put(contentUrl('/api/users/7'), () => {
        writes();
        return HttpResponse.json(me);
      }),
    );
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await useSessionStore.getState().toggleFavorite(1);
    onLine.mockRestore();
    expect(writes).not.toHaveBeenCalled();
    expect(useSessionStore.getState().listWriteError).toBe(messages.common.offlineWriteRefused);
    expect(currentUser()).toEqual(me);
  });

  it('logging out removes the copy kept on the device', async () => {
    setToken('geldig');
    await keepOnDevice();
    await useSessionStore.getState().loadInitialData();
    await vi.waitFor(async () => expect(await userOnDevice()).not.toBeNull(), { timeout: 3000 });
    useSessionStore.getState().logout();
    await vi.waitFor(async () => expect(await userOnDevice()).toBeNull());
  });

  it('a refused token removes the copy kept on the device', async () => {
    setToken('geldig');
    await keepOnDevice();
    await useSessionStore.getState().loadInitialData();
    await vi.waitFor(async () => expect(await userOnDevice()).not.toBeNull(), { timeout: 3000 });
    server.use(http.get(contentUrl('/api/users/me'), () => HttpResponse.json({ error: { status: 401 } }, { status: 401 })));
    await useSessionStore.getState().loadInitialData();
    expect(getToken()).toBeNull();
    await vi.waitFor(async () => expect(await userOnDevice()).toBeNull());
  });
});
