import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../api/token';
import { createQueryClient } from '../query/queryClient';
import { contentUrl, setupMswServer } from '../test/msw';
import type { User } from '@doorloopjes/content-types';
import { favoriteChange } from './listChanges';
import { listWritesPending, RETRY_DELAY_MS, sendListChange, type ListWriteCallbacks } from './listWrite';

const user: User = { id: 7, email: 'demo@doorloopjes.nl', username: 'demo@doorloopjes.nl', favorite_doorloopjes: [] };
let log: string[];
let gates: Array<() => void>;
/** Answers of the next PUTs, in order: 'ok', 'hold' (until released), a status or 'network'. */
let answers: Array<'ok' | 'hold' | 'network' | number>;

const msw = setupMswServer(
  http.put(contentUrl('/api/users/7'), async ({ request }) => {
    const body = (await request.json()) as { favorite_doorloopjes: unknown };
    log.push(`put ${JSON.stringify(body.favorite_doorloopjes)}`);
    const answer = answers.shift() ?? 'ok';
    if (answer === 'hold') await new Promise<void>((resolve) => gates.push(resolve));
    if (answer === 'network') return HttpResponse.error();
    if (typeof answer === 'number') return HttpResponse.json({ error: {} }, { status: answer });
    return HttpResponse.json(user);
  }),
);

function callbacks(name: string): ListWriteCallbacks {
  return {
    onMutate: () => log.push(`${name} shown`),
    onSuccess: () => log.push(`${name} saved`),
    onError: () => log.push(`${name} undone`),
  };
}

let client: QueryClient;
beforeEach(() => {
  log = [];
  gates = [];
  answers = [];
  // The page's client settings: a write runs whatever the online manager says.
  client = createQueryClient();
  setToken('geldig');
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('list writes as mutations', () => {
  it('shows each change at the click, and sends the next only after the previous one settled', async () => {
    answers = ['hold', 'ok'];
    const first = sendListChange(client, 7, favoriteChange(user, 1), callbacks('a'));
    const second = sendListChange(client, 7, favoriteChange(user, 2), callbacks('b'));
    // Both show before any answer, in the order of the clicks.
    expect(log).toEqual(['a shown', 'b shown']);
    expect(listWritesPending(client)).toBe(true);
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    expect(log).toEqual(['a shown', 'b shown', 'put {"connect":[1]}']);
    gates[0]?.();
    await Promise.all([first, second]);
    expect(log).toEqual(['a shown', 'b shown', 'put {"connect":[1]}', 'a saved', 'put {"connect":[2]}', 'b saved']);
    expect(listWritesPending(client)).toBe(false);
  });

  it('tries a failed write once more after a pause, and undoes it when that fails too', async () => {
    answers = ['network', 503, 'ok'];
    const started = Date.now();
    await sendListChange(client, 7, favoriteChange(user, 1), callbacks('a'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 20);
    expect(log).toEqual(['a shown', 'put {"connect":[1]}', 'put {"connect":[1]}', 'a undone']);
    // A later write still runs.
    await sendListChange(client, 7, favoriteChange(user, 2), callbacks('b'));
    expect(log.slice(-3)).toEqual(['b shown', 'put {"connect":[2]}', 'b saved']);
  });

  it('does not retry a refused token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers = [401];
    await sendListChange(client, 7, favoriteChange(user, 1), callbacks('a'));
    expect(log).toEqual(['a shown', 'put {"connect":[1]}', 'a undone']);
  });

  it('is sent while the query client counts the connection as lost, instead of waiting unseen', async () => {
    onlineManager.setOnline(false);
    answers = ['network', 'network'];
    await sendListChange(client, 7, favoriteChange(user, 1), callbacks('a'));
    expect(log).toEqual(['a shown', 'put {"connect":[1]}', 'put {"connect":[1]}', 'a undone']);
  });

  it('orders writes per user: another user’s write does not wait', async () => {
    msw.use(http.put(contentUrl('/api/users/8'), () => HttpResponse.json({ ...user, id: 8 })));
    answers = ['hold'];
    const first = sendListChange(client, 7, favoriteChange(user, 1), callbacks('a'));
    await sendListChange(client, 8, favoriteChange(user, 2), callbacks('b'));
    expect(log).toContain('b saved');
    expect(log).not.toContain('a saved');
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    gates[0]?.();
    await first;
    expect(log.at(-1)).toBe('a saved');
  });
});
