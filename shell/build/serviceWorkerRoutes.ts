import type { RuntimeCaching } from 'workbox-build';
import { CACHE_NAMES } from '@doorloopjes/runtime/offline-names';

/**
 * The shell's service worker (Workbox), written into the build after it is done, so the platform
 * opens without a network once it has been used:
 * - the shell's own files are precached (replaced as a whole by the next build);
 * - pages (the HTML), the registry and the remotes' entries go to the network first, so a new
 *   shell build, a new registry version or a disabled remote takes over on the next load, and
 *   only without an answer is the last copy used; a page never seen falls back to a precached
 *   copy of the HTML;
 * - the remotes' hashed chunks and the images of opened guides come from the cache first (a
 *   hashed name never changes content), with an expiry;
 * - the content service's answers are not cached here: the pages a logged-in teacher opened are
 *   kept by the persisted query cache (packages/runtime/src/query/persistence.ts) and the session by its
 *   snapshot, both in IndexedDB, so every call reaches the network and an unreachable service is
 *   noticed and said. A logout deletes the uploads cache with the rest of the personal data.
 * - the editors' preview page (/voorbeeld) is never kept: it is only ever opened from the admin
 *   panel with a fresh credential, and its drafts are read with `Authorization: Preview`, which no
 *   route below matches (the content service's answers are not cached at all).
 *
 * Route functions are serialised into sw.js: they may use only their own arguments.
 */
const DAY = 24 * 60 * 60;
/** A copy of index.html under another name: the fallback page, outside the HTML's own route. */
export const OFFLINE_PAGE = 'offline.html';

export const runtimeCaching: RuntimeCaching[] = [
  {
    urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname !== '/voorbeeld' && url.pathname !== '/voorbeeld/',
    handler: 'NetworkFirst',
    options: { cacheName: CACHE_NAMES.pages, expiration: { maxEntries: 30 }, precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
  },
  {
    urlPattern: ({ url, sameOrigin }) => (sameOrigin && (url.pathname === '/config.json' || url.pathname === '/remotes.json')) || url.pathname.startsWith('/api/remote-registry/'),
    handler: 'NetworkFirst',
    options: { cacheName: CACHE_NAMES.registry, cacheableResponse: { statuses: [200] } },
  },
  {
    urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
    handler: 'CacheFirst',
    // The step images of opened guides (the query cache keeps only their addresses).
    // Images load without CORS: their (opaque) answers are kept too.
    options: { cacheName: CACHE_NAMES.uploads, cacheableResponse: { statuses: [0, 200] }, expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true } },
  },
  {
    // A remote's whole build of a tree-shaken shared package (`independent-packages/<name>/<version>/`,
    // Module Federation's fallback when the pruned copy lacks an export it needs) has no hash in its
    // name either: kept like an entry, or a page needing it would not open offline.
    urlPattern: ({ url, sameOrigin }) =>
      !sameOrigin && (url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js') || url.pathname.includes('/independent-packages/')),
    handler: 'NetworkFirst',
    options: { cacheName: CACHE_NAMES.remoteEntries, cacheableResponse: { statuses: [0, 200] }, expiration: { maxEntries: 60 } },
  },
  {
    urlPattern: ({ url, sameOrigin }) => !sameOrigin && /\.[0-9a-f]{8,}\.(?:js|css)$/.test(url.pathname),
    handler: 'CacheFirst',
    options: { cacheName: CACHE_NAMES.remoteChunks, cacheableResponse: { statuses: [0, 200] }, expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true } },
  },
];

