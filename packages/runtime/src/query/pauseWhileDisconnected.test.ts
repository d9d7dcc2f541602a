import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/httpClient';
import { pauseQueriesWhileDisconnected, type ConnectionSource } from './pauseWhileDisconnected';

const KEY = ['doorloopje', 'het-lesdoel'];
const networkDown = () => new ApiError('Network Error', 'unanswered');

/** A connection like the session store's: lost once a query reports it, back when told. */
function fakeConnection() {
  let lost = false;
  const listeners = new Set<() => void>();
  const setLost = (value: boolean) => {
    lost = value;
    for (const listener of listeners) listener();
  };
  const connection: ConnectionSource = {
    isLost: () => lost,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportLost: vi.fn(() => setLost(true)),
  };
  return { connection, setLost };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  onlineManager.setOnline(true);
});

describe('queries while the connection is lost', () => {
  it('keep the page they had (no error) and fetch again by themselves once it is back', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 10 } } });
    // As QueryClientProvider does: the client follows the onlineManager from now on.
    client.mount();
    const { connection, setLost } = fakeConnection();
    stop = pauseQueriesWhileDisconnected(client, connection);
    client.setQueryData(KEY, 'bewaard');

    let serviceDown = true;
    const queryFn = vi.fn(async () => {
      if (serviceDown) throw networkDown();
      return 'vers';
    });
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);

    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'));
    expect(connection.reportLost).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'bewaard' });
    expect(queryFn).toHaveBeenCalledTimes(1);

    serviceDown = false;
    setLost(false);
    await vi.waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'vers', fetchStatus: 'idle' }));
    unsubscribe();
    client.unmount();
  });

  it('do not start fetching while it is lost, and leave a refusal by the server alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { connection, setLost } = fakeConnection();
    stop = pauseQueriesWhileDisconnected(client, connection);

    setLost(true);
    const waiting = vi.fn(async () => 'vers');
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: waiting });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'paused' });
    expect(waiting).not.toHaveBeenCalled();
    unsubscribe();
    setLost(false);

    const refused = new ApiError('Not Found', 'refused', {}, { status: 404, headers: {}, data: null });
    await expect(client.fetchQuery({ queryKey: ['ontbreekt'], queryFn: () => Promise.reject(refused) })).rejects.toBe(refused);
    expect(connection.reportLost).not.toHaveBeenCalled();
  });
});
