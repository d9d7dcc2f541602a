import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '../api/token';
import { currentUserQuery, type ListOperation, currentUser, showUser } from '../api/users';
import { messages } from '@doorloopjes/messages';
import { contentUrl, setupMswServer } from '../test/msw';
import type { Doorloopje, User } from '@doorloopjes/content-types';
import { deriveStatus, idsOf, isFavorite } from './doorloopjeStatus';
import { useSessionStore } from './sessionStore';
import { guideListQuery } from '../api/guides';
import { queryClient } from '../query/queryClient';

/** A tiny fake of the users endpoints: PUT applies list operations, GET /me returns the lists populated. */
const list: Doorloopje[] = [1, 2, 3].map((id) => ({ id, slug: `gids-${id}`, title: `Gids ${id}` }));
const byId = (ids: number[]) => ids.map((id) => list.find((item) => item.id === id) ?? { id, slug: '', title: '' });

interface ServerLists {
  favorite_doorloopjes: number[];
  inprogress_doorloopjes: number[];
  completed_doorloopjes: number[];
}
type Operations = Partial<Record<keyof ServerLists, ListOperation>>;
let server: ServerLists;
let puts: Operations[];
let meCalls: number;
/** Lets a test hold PUT answers to simulate a slow network. */
let putGate: Promise<void>;

const serverUser = (): User => ({
  id: 7,
  email: 'demo@doorloopjes.nl',
  username: 'demo@doorloopjes.nl',
  favorite_doorloopjes: byId(server.favorite_doorloopjes),
  inprogress_doorloopjes: byId(server.inprogress_doorloopjes),
  completed_doorloopjes: byId(server.completed_doorloopjes),
});

const msw = setupMswServer(
  http.put(contentUrl('/api/users/7'), async ({ request }) => {
    const body = (await request.json()) as Operations;
    puts.push(body);
    await putGate;
    server = applyOperations(server, body);
    return HttpResponse.json(serverUser());
  }),
  http.get(contentUrl('/api/users/me'), () => {
    meCalls += 1;
    return HttpResponse.json(serverUser());
  }),
);

/** What the content service does: each operation on the lists as stored now. */
function applyOperations(lists: ServerLists, body: Operations): ServerLists {
  const next = { ...lists };
  for (const [key, operation] of Object.entries(body) as Array<[keyof ServerLists, ListOperation]>) {
    const kept = next[key].filter((id) => !(operation.disconnect ?? []).includes(id));
    next[key] = [...kept, ...(operation.connect ?? []).filter((id) => !kept.includes(id))];
  }
  return next;
}

/**
 * The next GET /users/me answers with the server's lists as they were when it was asked, but only
 * once released: a refetch whose answer arrives after something newer happened.
 */
function holdNextMeAnswer() {
  const me: { asked: boolean; answered: boolean; release: () => void } = { asked: false, answered: false, release: () => undefined };
  const gate = new Promise<void>((resolve) => {
    me.release = resolve;
  });
  msw.use(
    http.get(
      contentUrl('/api/users/me'),
      async () => {
        const snapshot = serverUser();
        me.asked = true;
        await gate;
        me.answered = true;
        return HttpResponse.json(snapshot);
      },
      { once: true },
    ),
  );
  return me;
}

const initial = useSessionStore.getState();
/** The store's actions and state, with the user (a query of the page's client) beside them. */
const state = () => ({ ...useSessionStore.getState(), user: currentUser() });

beforeEach(() => {
  server = { favorite_doorloopjes: [], inprogress_doorloopjes: [], completed_doorloopjes: [] };
  puts = [];
  meCalls = 0;
  putGate = Promise.resolve();
  setToken('geldig');
  useSessionStore.setState({ ...initial, loading: false, initialised: true }, true);
  showUser(serverUser());
  queryClient.setQueryData(guideListQuery.queryKey, list);
});

describe('setDoorloopjeStatus', () => {
  it('sends the move as one operation, shows the new status at once and refetches the user', async () => {
    const pending = state().setDoorloopjeStatus(2, 'in_progress');
    expect(deriveStatus(state().user, 2)).toBe('in_progress');
    await pending;
    expect(puts).toEqual([{ inprogress_doorloopjes: { connect: [2] }, completed_doorloopjes: { disconnect: [2] } }]);
    expect(meCalls).toBe(1);
    expect(deriveStatus(state().user, 2)).toBe('in_progress');
  });

  it('moves an in-progress guide to completed and back to not started', async () => {
    server.inprogress_doorloopjes = [1, 2];
    showUser(serverUser());
    await state().setDoorloopjeStatus(2, 'completed');
    expect(server).toMatchObject({ inprogress_doorloopjes: [1], completed_doorloopjes: [2] });
    await state().setDoorloopjeStatus(2, 'not_started');
    expect(puts.at(-1)).toEqual({ inprogress_doorloopjes: { disconnect: [2] }, completed_doorloopjes: { disconnect: [2] } });
    expect(server).toMatchObject({ inprogress_doorloopjes: [1], completed_doorloopjes: [] });
    expect(deriveStatus(state().user, 2)).toBe('not_started');
  });

  it('keeps the titles of the local lists while the write runs', () => {
    void state().setDoorloopjeStatus(3, 'in_progress');
    expect(state().user?.inprogress_doorloopjes).toEqual([list[2]]);
  });
});

describe('toggleFavorite', () => {
  it('connects an absent favourite and disconnects a present one', async () => {
    await state().toggleFavorite(1);
    expect(puts).toEqual([{ favorite_doorloopjes: { connect: [1] } }]);
    expect(server.favorite_doorloopjes).toEqual([1]);
    expect(isFavorite(state().user, 1)).toBe(true);
    await state().toggleFavorite(1);
    expect(puts.at(-1)).toEqual({ favorite_doorloopjes: { disconnect: [1] } });
    expect(server.favorite_doorloopjes).toEqual([]);
    expect(isFavorite(state().user, 1)).toBe(false);
  });

  it('keeps a favourite another device saved meanwhile: only the change is sent', async () => {
    // The phone saved guide 2 after this tab loaded the user (which still shows no favourites).
    server.favorite_doorloopjes = [2];
    await state().toggleFavorite(1);
    expect(server.favorite_doorloopjes).toEqual([2, 1]);
    // The refetch after the write shows both.
    expect(idsOf(state().user?.favorite_doorloopjes)).toEqual([2, 1]);
  });
});

describe('serialised writes', () => {
  it('two rapid toggles end in the right list; the second operation waits for the first', async () => {
    let release: () => void = () => undefined;
    putGate = new Promise((resolve) => {
      release = resolve;
    });
    const first = state().toggleFavorite(1);
    const second = state().toggleFavorite(2);
    // Both changes show at once, before any answer.
    expect(idsOf(state().user?.favorite_doorloopjes)).toEqual([1, 2]);
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    // The second PUT waits for the first one.
    expect(puts).toHaveLength(1);
    release();
    await Promise.all([first, second]);
    expect(puts.map((body) => body.favorite_doorloopjes)).toEqual([{ connect: [1] }, { connect: [2] }]);
    expect(server.favorite_doorloopjes).toEqual([1, 2]);
    // Only the last write refetches, so no stale in-between state is shown.
    expect(meCalls).toBe(1);
    expect(idsOf(state().user?.favorite_doorloopjes)).toEqual([1, 2]);
  });

  it('a toggle on and off in quick succession ends unsaved', async () => {
    await Promise.all([state().toggleFavorite(3), state().toggleFavorite(3)]);
    expect(server.favorite_doorloopjes).toEqual([]);
    expect(isFavorite(state().user, 3)).toBe(false);
  });

  it('a status change and a favourite right after each other both survive', async () => {
    await Promise.all([state().setDoorloopjeStatus(1, 'completed'), state().toggleFavorite(1)]);
    expect(server).toEqual({ favorite_doorloopjes: [1], inprogress_doorloopjes: [], completed_doorloopjes: [1] });
    expect(deriveStatus(state().user, 1)).toBe('completed');
    expect(isFavorite(state().user, 1)).toBe(true);
  });

  it('a refetch that answers after a newer click does not undo that click', async () => {
    const me = holdNextMeAnswer();
    const first = state().toggleFavorite(1);
    // The first write is done and its refetch is under way when the user clicks again.
    await vi.waitFor(() => expect(server.favorite_doorloopjes).toEqual([1]));
    let releasePut: () => void = () => undefined;
    putGate = new Promise((resolve) => {
      releasePut = resolve;
    });
    const second = state().toggleFavorite(2);
    me.release();
    await first;
    await vi.waitFor(() => expect(me.answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The old answer ([1]) arrived while the second write is still running: it must not show.
    expect(idsOf(state().user?.favorite_doorloopjes)).toEqual([1, 2]);
    releasePut();
    await second;
    expect(server.favorite_doorloopjes).toEqual([1, 2]);
    expect(idsOf(state().user?.favorite_doorloopjes)).toEqual([1, 2]);
  });

  it("a refetch that answers after another tab's change does not undo that change", async () => {
    const me = holdNextMeAnswer();
    const refetch = state().refetchUser();
    await vi.waitFor(() => expect(me.asked).toBe(true));
    // Another tab favourited guide 3 and broadcast its user: TanStack's broadcast client sets the query's state.
    server = { ...server, favorite_doorloopjes: [3] };
    const query = queryClient.getQueryCache().find({ queryKey: currentUserQuery.queryKey, exact: true });
    query?.setState({ ...query.state, data: serverUser(), fetchStatus: 'idle' });
    me.release();
    await refetch;
    expect(me.answered).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idsOf(state().user?.favorite_doorloopjes)).toEqual([3]);
  });

  it('a failed write is retried once; if the retry succeeds nothing is undone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    msw.use(http.put(contentUrl('/api/users/7'), () => HttpResponse.json({ error: {} }, { status: 500 }), { once: true }));
    await state().toggleFavorite(1);
    expect(puts).toEqual([{ favorite_doorloopjes: { connect: [1] } }]);
    expect(server.favorite_doorloopjes).toEqual([1]);
    expect(isFavorite(state().user, 1)).toBe(true);
    expect(state().listWriteError).toBeNull();
  });

  it('a write that fails twice is rolled back with a Dutch message, and later writes still run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    msw.use(
      http.put(contentUrl('/api/users/7'), () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const pending = state().toggleFavorite(1);
    expect(isFavorite(state().user, 1)).toBe(true);
    await pending;
    expect(attempts).toBe(2);
    expect(error).toHaveBeenCalled();
    expect(isFavorite(state().user, 1)).toBe(false);
    expect(state().listWriteError).toBe(messages.doorloopjes.favoriteWriteFailed);

    msw.resetHandlers();
    await state().toggleFavorite(2);
    expect(server.favorite_doorloopjes).toEqual([2]);
    expect(state().listWriteError).toBeNull();
  });

  it('a failed status change puts only that guide back to its previous status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.inprogress_doorloopjes = [1, 3];
    showUser(serverUser());
    msw.use(http.put(contentUrl('/api/users/7'), () => HttpResponse.json({ error: {} }, { status: 503 })));
    const status = state().setDoorloopjeStatus(1, 'completed');
    expect(deriveStatus(state().user, 1)).toBe('completed');
    await status;
    expect(deriveStatus(state().user, 1)).toBe('in_progress');
    expect(deriveStatus(state().user, 3)).toBe('in_progress');
    expect(state().listWriteError).toBe(messages.doorloopjes.statusWriteFailed);
    state().dismissListWriteError();
    expect(state().listWriteError).toBeNull();
  });
});

describe('nothing happens without a user or a token', () => {
  it('without a token', async () => {
    removeToken();
    await state().toggleFavorite(1);
    await state().setDoorloopjeStatus(1, 'completed');
    expect(puts).toEqual([]);
    expect(isFavorite(state().user, 1)).toBe(false);
  });

  it('without a user', async () => {
    showUser(null);
    await state().toggleFavorite(1);
    await state().setDoorloopjeStatus(1, 'completed');
    expect(puts).toEqual([]);
    expect(state().user).toBeNull();
  });
});
