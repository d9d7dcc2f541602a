import { STORAGE_KEYS } from '../storage/keys';

/**
 * Where the platform keeps data on the device for offline use. One list, so the query-cache
 * persister and the service worker agree on the names, and a logout
 * clears all of them.
 */

/** IndexedDB database and object store of the persisted session and query cache. */
export const OFFLINE_DB_NAME = 'doorloopjes-offline';
export const OFFLINE_STORE_NAME = 'keyval';

/**
 * The persisted query cache (query/persistence.ts), the session's queries (user, settings, guide
 * list) with it. A logout clears the whole store, also a session copy older builds kept beside it.
 */
export const QUERY_CACHE_KEY = 'query-cache';

/**
 * Cache Storage names the service worker writes (its workbox config imports these). Personal
 * caches hold what a logged-in user fetched; they are emptied on logout. The app-code caches
 * (shell precache, remote entries and chunks) hold nothing personal and stay.
 */
export const CACHE_NAMES = {
  uploads: 'doorloopjes-uploads',
  registry: 'doorloopjes-registry',
  pages: 'doorloopjes-pages',
  remoteEntries: 'doorloopjes-remote-entries',
  remoteChunks: 'doorloopjes-remote-chunks',
} as const;

/**
 * Content API answers were once kept by the service worker too; the persisted query cache does
 * that job now. A device that still has the old cache gets it deleted at the next logout.
 */
const RETIRED_API_CACHE = 'doorloopjes-api';

export const PERSONAL_CACHE_NAMES: readonly string[] = [CACHE_NAMES.uploads, RETIRED_API_CACHE];

/** The assistant's chat keys in this tab (session id, reset marker). */
export const PERSONAL_SESSION_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.assistantSessionId, STORAGE_KEYS.assistantIgnoreServerId];
/**
 * Older versions kept the assistant's chat for the other tabs under this key; nothing writes it
 * now. A device that still has it gets it removed at the next logout.
 */
const RETIRED_ASSISTANT_SYNC = 'ai_sync';
export const PERSONAL_LOCAL_STORAGE_KEYS: readonly string[] = [RETIRED_ASSISTANT_SYNC];
