import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCrossTabSync, SYNC_STORAGE_KEY, type CrossTabSync, type SyncMessage } from './crossTabSync';

const open: CrossTabSync[] = [];
const sync = (handler: (message: SyncMessage) => void) => {
  const instance = createCrossTabSync(handler);
  open.push(instance);
  return instance;
};

afterEach(() => open.splice(0).forEach((instance) => instance.close()));

describe('createCrossTabSync', () => {
  it('delivers a message to another tab over the BroadcastChannel', async () => {
    const received = vi.fn();
    const sender = sync(() => undefined);
    sync(received);
    sender.post({ type: 'session-reset', sessionId: null, userId: 7 });
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith(expect.objectContaining({ type: 'session-reset', userId: 7 })));
  });

  it('writes the message to the ai_sync storage key and reacts to it from another tab once', async () => {
    const received = vi.fn();
    const sender = sync(() => undefined);
    sync(received);
    sender.post({ type: 'history-updated', sessionId: 's-1', userId: 7 });
    const raw = localStorage.getItem(SYNC_STORAGE_KEY);
    expect(JSON.parse(raw ?? '{}')).toMatchObject({ type: 'history-updated', sessionId: 's-1' });
    // The storage event of the other tab carries the same message as the channel: handled once.
    window.dispatchEvent(new StorageEvent('storage', { key: SYNC_STORAGE_KEY, newValue: raw }));
    await vi.waitFor(() => expect(received).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toHaveBeenCalledTimes(1);
  });

  it('reacts to a storage event alone and ignores unrelated or malformed values', () => {
    const received = vi.fn();
    sync(received);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{"type":"session-reset"}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SYNC_STORAGE_KEY, newValue: 'not json' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SYNC_STORAGE_KEY, newValue: '{"type":"other","id":"x","userId":1}' }));
    expect(received).not.toHaveBeenCalled();
    const message: SyncMessage = { type: 'session-reset', sessionId: null, userId: 1, id: 'abc' };
    window.dispatchEvent(new StorageEvent('storage', { key: SYNC_STORAGE_KEY, newValue: JSON.stringify(message) }));
    expect(received).toHaveBeenCalledWith(message);
  });
});
