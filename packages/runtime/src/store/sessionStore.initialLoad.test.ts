import { http, HttpResponse } from 'msw';
import recordedGuides from '../test/content/sharedRequests.doorloopjeListRequest.json';
import recordedSettings from '../test/content/sharedRequests.globalSettingsRequest.json';
import recordedUser from '../test/content/sharedRequests.meRequest.json';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentUrl, setupMswServer } from '../test/msw';
import { getRefreshToken, getToken, setToken } from '../api/token';
import { messages } from '@doorloopjes/messages';
import type { Doorloopje, GlobalSettings, User } from '@doorloopjes/content-types';
import { queryClient } from '../query/queryClient';
import { currentGlobalSettings } from '../api/globalSettings';
import { currentGuideList } from '../api/guides';
import { currentUser, showUser } from '../api/users';
import { useSessionStore } from './sessionStore';

// The three initial reads as the seeded content service answers them; a JSON import widens literal
// unions (roles, block kinds) to string, so they are typed as the store holds them.
const settings = recordedSettings.data as unknown as GlobalSettings;
const me = recordedUser as unknown as User;
const list = recordedGuides.data as unknown as Doorloopje[];

const calls: string[] = [];
const server = setupMswServer(
  http.get(contentUrl('/api/global-setting'), ({ request }) => {
    calls.push(`settings auth=${request.headers.get('Authorization') ?? 'none'}`);
    return HttpResponse.json(recordedSettings);
  }),
  http.get(contentUrl('/api/users/me'), () => {
    calls.push('me');
    return HttpResponse.json(me);
  }),
  http.get(contentUrl('/api/doorloopjes'), ({ request }) => {
    const url = new URL(request.url);
    calls.push(`list pageSize=${url.searchParams.get('pagination[pageSize]')}`);
    return HttpResponse.json(recordedGuides);
  }),
);

const initial = useSessionStore.getState();

/** The session as the pages see it: the store's state with the user, settings and list queries beside it. */
const session = () => ({ ...useSessionStore.getState(), user: currentUser(), settings: currentGlobalSettings(), doorloopjes: currentGuideList() });

beforeEach(() => {
  calls.length = 0;
  useSessionStore.setState({ ...initial, loading: true, initialised: false }, true);
  queryClient.clear();
});

describe('session store initial load', () => {
  it('loads settings, user and the doorloopjes list in parallel with a token', async () => {
    setToken('geldig');
    // Hold the settings answer until the other two calls have started: proves they run in parallel.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(contentUrl('/api/global-setting'), async () => {
        calls.push('settings');
        await held;
        return HttpResponse.json(recordedSettings);
      }),
    );
    const loading = useSessionStore.getState().loadInitialData();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(useSessionStore.getState().loading).toBe(true);
    release();
    await loading;
    const state = session();
    expect(state.settings).toEqual(settings);
    expect(state.user).toEqual(me);
    expect(state.doorloopjes).toEqual(list);
    expect(state.loading).toBe(false);
    expect(calls).toContain('list pageSize=250');
  });

  it('sends the settings call without a token', async () => {
    setToken('geldig');
    await useSessionStore.getState().loadInitialData();
    expect(calls).toContain('settings auth=none');
  });

  it('without a token makes no user or list call and leaves the list empty', async () => {
    await useSessionStore.getState().loadInitialData();
    expect(calls).toEqual(['settings auth=none']);
    expect(session().doorloopjes).toEqual([]);
    expect(currentUser()).toBeNull();
    expect(useSessionStore.getState().loading).toBe(false);
  });

  it.each([401, 403])('on %i removes the token and clears settings, user and list', async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setToken('verlopen');
    showUser(me);
    queryClient.setQueryData(['global-settings'], settings);
    queryClient.setQueryData(['doorloopjes', 'list'], list);
    server.use(http.get(contentUrl('/api/users/me'), () => HttpResponse.json({ error: { status } }, { status })));
    await useSessionStore.getState().loadInitialData();
    const state = session();
    expect(getToken()).toBeNull();
    expect(state.settings).toBeNull();
    expect(state.user).toBeNull();
    expect(state.doorloopjes).toEqual([]);
    expect(state.loading).toBe(false);
  });

  it('on another failure keeps the token, says the connection is lost and stops loading', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setToken('geldig');
    server.use(http.get(contentUrl('/api/doorloopjes'), () => HttpResponse.json({ error: {} }, { status: 500 })));
    await useSessionStore.getState().loadInitialData();
    const state = session();
    expect(getToken()).toBe('geldig');
    expect([state.user, state.doorloopjes, state.connectionLost]).toEqual([null, [], true]);
    expect(state.loading).toBe(false);
    expect(error).toHaveBeenCalledWith(messages.common.initialDataError, expect.anything());
    // Stops the retries this failure started.
    useSessionStore.getState().logout();
  });

  it('logout drops the user and the guide list, keeps the public settings and ends the session on the server', async () => {
    const loggedOut = new Promise<unknown>((resolve) => {
      server.use(http.post(contentUrl('/api/auth/logout'), async ({ request }) => {
        resolve({ authorization: request.headers.get('Authorization'), body: await request.json() });
        return HttpResponse.json({ ok: true });
      }));
    });
    setToken('geldig');
    localStorage.setItem('jwt_refresh', 'vernieuw');
    await useSessionStore.getState().loadInitialData();
    useSessionStore.getState().logout();
    expect(session()).toMatchObject({ user: null, doorloopjes: [], settings });
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    await expect(loggedOut).resolves.toEqual({ authorization: 'Bearer geldig', body: { refreshToken: 'vernieuw' } });
  });

  it('login stores the tokens and runs the load again', async () => {
    await useSessionStore.getState().login({ jwt: 'nieuw', refreshToken: 'vernieuw' });
    expect(getToken()).toBe('nieuw');
    expect(getRefreshToken()).toBe('vernieuw');
    expect(currentUser()).toEqual(me);
  });
});
