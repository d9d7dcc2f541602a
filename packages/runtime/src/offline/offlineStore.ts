import { createStore, type UseStore } from 'idb-keyval';
import { OFFLINE_DB_NAME, OFFLINE_STORE_NAME } from './storageNames';

let store: UseStore | null = null;

/**
 * The IndexedDB store the persisted query cache lives in. Null where IndexedDB is missing (old
 * browsers, some private modes): nothing is kept then.
 */
export function offlineStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(OFFLINE_DB_NAME, OFFLINE_STORE_NAME);
  return store;
}
