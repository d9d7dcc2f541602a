import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Doorloopje, GlobalSettings, User } from '@doorloopjes/content-types';
import { OFFLINE_DB_NAME, OFFLINE_STORE_NAME, SESSION_SNAPSHOT_KEY } from './storageNames';

/**
 * The last session the server confirmed (settings, user, list), kept in IndexedDB so a teacher
 * still sees it, marked as possibly out of date, while the content service is unreachable.
 */
export interface SessionSnapshot {
  settings: GlobalSettings | null;
  user: User;
  doorloopjes: Doorloopje[];
  savedAt: string;
}

let store: UseStore | null = null;

/** Null where IndexedDB is missing (old browsers, some private modes): nothing is kept then. */
export function offlineStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(OFFLINE_DB_NAME, OFFLINE_STORE_NAME);
  return store;
}

export async function saveSessionSnapshot(snapshot: Omit<SessionSnapshot, 'savedAt'>): Promise<void> {
  const target = offlineStore();
  if (!target) return;
  try {
    await set(SESSION_SNAPSHOT_KEY, { ...snapshot, savedAt: new Date().toISOString() }, target);
  } catch (error) {
    console.warn('De sessie kon niet op dit apparaat worden bewaard.', error);
  }
}

export async function readSessionSnapshot(): Promise<SessionSnapshot | null> {
  const target = offlineStore();
  if (!target) return null;
  try {
    return (await get<SessionSnapshot>(SESSION_SNAPSHOT_KEY, target)) ?? null;
  } catch {
    return null;
  }
}

export async function clearSessionSnapshot(): Promise<void> {
  const target = offlineStore();
  if (!target) return;
  try {
    await del(SESSION_SNAPSHOT_KEY, target);
  } catch {
    // Nothing readable was stored.
  }
}
