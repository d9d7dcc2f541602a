import { STORAGE_KEYS } from '@doorloopjes/runtime';

/** Tabs keep their chats in step over a BroadcastChannel and the `ai_sync` storage key. */
export const SYNC_STORAGE_KEY = STORAGE_KEYS.assistantSync;
export const SYNC_CHANNEL_NAME = 'ai_sync';

export type SyncType = 'history-updated' | 'session-reset';

export interface SyncMessage {
  type: SyncType;
  /** The session the history belongs to (null for a reset). */
  sessionId: string | null;
  /** Only tabs of the same user react. */
  userId: number;
  /** Unique per message: the same message can arrive by both transports. */
  id: string;
}

export interface CrossTabSync {
  post: (message: Omit<SyncMessage, 'id'>) => void;
  close: () => void;
}

function isSyncMessage(value: unknown): value is SyncMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, id, userId } = value as Record<string, unknown>;
  return (type === 'history-updated' || type === 'session-reset') && typeof id === 'string' && typeof userId === 'number';
}

function parse(raw: string | null): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Both transports are used: BroadcastChannel is immediate, the storage event also reaches
 * browsers or contexts without it. A message seen once is not handled twice. Neither transport
 * echoes to the tab that sent it.
 */
export function createCrossTabSync(onMessage: (message: SyncMessage) => void): CrossTabSync {
  const seen: string[] = [];
  const deliver = (value: unknown) => {
    if (!isSyncMessage(value) || seen.includes(value.id)) return;
    seen.push(value.id);
    if (seen.length > 50) seen.shift();
    onMessage(value);
  };

  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SYNC_CHANNEL_NAME);
  const onChannel = (event: MessageEvent) => deliver(event.data);
  channel?.addEventListener('message', onChannel);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SYNC_STORAGE_KEY) deliver(parse(event.newValue));
  };
  window.addEventListener('storage', onStorage);

  return {
    post(message) {
      const full: SyncMessage = { ...message, id: newId() };
      seen.push(full.id);
      try {
        channel?.postMessage(full);
      } catch {
        // A closed channel: the storage key still carries the message.
      }
      try {
        localStorage.setItem(SYNC_STORAGE_KEY, JSON.stringify(full));
      } catch {
        // Storage full or unavailable: the channel alone has to do.
      }
    },
    close() {
      channel?.removeEventListener('message', onChannel);
      channel?.close();
      window.removeEventListener('storage', onStorage);
    },
  };
}
