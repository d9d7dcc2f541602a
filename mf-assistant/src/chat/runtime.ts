import type { CrossTabSync, SyncType } from '../sync/crossTabSync';
import { useChatStore } from './chatStore';

/**
 * Bumped by every reset, sync reset and user change: a reply or history load that started
 * before it belongs to a conversation that no longer exists and is dropped.
 */
let generation = 0;
export const currentGeneration = () => generation;
export const nextGeneration = () => {
  generation += 1;
  return generation;
};

let sync: CrossTabSync | null = null;
export function setSync(next: CrossTabSync | null): void {
  sync = next;
}

/** Tells the other tabs of this user what changed. */
export function postSync(type: SyncType, sessionId: string | null): void {
  const { userId } = useChatStore.getState();
  if (sync && userId !== null) sync.post({ type, sessionId, userId });
}
