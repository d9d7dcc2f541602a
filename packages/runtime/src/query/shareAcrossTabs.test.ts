import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareQueryCacheAcrossTabs } from './shareAcrossTabs';

const USER_KEY = ['users', 'me'];
const stops: Array<() => void> = [];

function tab(): QueryClient {
  const client = new QueryClient();
  stops.push(shareQueryCacheAcrossTabs(client));
  return client;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('shareQueryCacheAcrossTabs', () => {
  it('shows a change made in one tab in the other at once, both ways, also an undo', async () => {
    const first = tab();
    const second = tab();
    first.setQueryData(USER_KEY, { id: 7, favorite_doorloopjes: [] });
    await vi.waitFor(() => expect(second.getQueryData(USER_KEY)).toEqual({ id: 7, favorite_doorloopjes: [] }));

    first.setQueryData(USER_KEY, { id: 7, favorite_doorloopjes: [{ id: 1 }] });
    await vi.waitFor(() => expect(second.getQueryData(USER_KEY)).toEqual({ id: 7, favorite_doorloopjes: [{ id: 1 }] }));

    second.setQueryData(USER_KEY, { id: 7, favorite_doorloopjes: [] });
    await vi.waitFor(() => expect(first.getQueryData(USER_KEY)).toEqual({ id: 7, favorite_doorloopjes: [] }));
  });

  it('stops sharing', async () => {
    const first = tab();
    const second = new QueryClient();
    const stopSecond = shareQueryCacheAcrossTabs(second);
    stopSecond();
    first.setQueryData(USER_KEY, { id: 7 });
    const third = tab();
    first.setQueryData(USER_KEY, { id: 8 });
    await vi.waitFor(() => expect(third.getQueryData(USER_KEY)).toEqual({ id: 8 }));
    expect(second.getQueryData(USER_KEY)).toBeUndefined();
  });
});
