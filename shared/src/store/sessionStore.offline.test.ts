import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import recordedGuides from '../test/content/sharedRequests.doorloopjeListRequest.json';
import recordedSettings from '../test/content/sharedRequests.globalSettingsRequest.json';
import recordedUser from '../test/content/sharedRequests.meRequest.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../api/token';
import { messages } from '../messages';
import { readSessionSnapshot } from '../offline/sessionSnapshot';
import { contentUrl, setupMswServer } from '../test/msw';
import type { Doorloopje, GlobalSettings, User } from '../types/entities';
import { queryClient } from '../query/queryClient';
import { currentGlobalSettings, currentGuideList } from '../query/sessionQueries';
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
);

const initial = useSessionStore.getState();

/** The session as the pages see it: the store's state with the settings and list queries beside it. */
const session = () => ({ ...useSessionStore.getState(), settings: currentGlobalSettings(), doorloopjes: currentGuideList() });

beforeEach(() => {
  serviceDown = false;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  useSessionStore.setState({ ...initial, user: null, loading: true, initialised: false }, true);
  queryClient.clear();
});

afterEach(() => {
  // Stops any retrying and clears what the test kept on the device.
  useSessionStore.getState().logout();
  vi.restoreAllMocks();
});

describe('session store without a server answer', () => {
  it('says so, and recovers on its own as soon as the browser is back online', async () => {
    setToken('geldig');
    serviceDown = true;
    await useSessionStore.getState().loadInitialData();
    expect(useSessionStore.getState()).toMatchObject({ connectionLost: true, loading: false, user: null });
    expect(getToken()).toBe('geldig');

    serviceDown = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useSessionStore.getState().user).toEqual(me));
    expect(session()).toMatchObject({ connectionLost: false, showingSavedCopy: false, doorloopjes: list });
  });

  it('shows the copy of the last session kept on the device, marked, while the service is down', async () => {
    setToken('geldig');
    await useSessionStore.getState().loadInitialData();
    await vi.waitFor(async () => expect((await readSessionSnapshot())?.user).toEqual(me));

    useSessionStore.setState({ user: null });
    queryClient.clear();
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
    expect(useSessionStore.getState().user).toEqual(me);
  });

  it('logging out removes the copy kept on the device', async () => {
    setToken('geldig');
    await useSessionStore.getState().loadInitialData();
    await vi.waitFor(async () => expect(await readSessionSnapshot()).not.toBeNull());
    useSessionStore.getState().logout();
    await vi.waitFor(async () => expect(await readSessionSnapshot()).toBeNull());
  });

  it('a refused token removes the copy kept on the device', async () => {
    setToken('geldig');
    await useSessionStore.getState().loadInitialData();
    await vi.waitFor(async () => expect(await readSessionSnapshot()).not.toBeNull());
    server.use(http.get(contentUrl('/api/users/me'), () => HttpResponse.json({ error: { status: 401 } }, { status: 401 })));
    await useSessionStore.getState().loadInitialData();
    expect(getToken()).toBeNull();
    await vi.waitFor(async () => expect(await readSessionSnapshot()).toBeNull());
  });
});
