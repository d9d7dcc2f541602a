import { runtimeCaching } from '../../build/serviceWorkerRoutes';

type RoutePattern = (options: { url: URL; request: Request; sameOrigin: boolean }) => boolean;

/**
 * Whether one of the worker's routes keeps this address (the registry, remote manifests, entries
 * and chunks, uploaded images). Pages are left out: a page cannot be fetched as a navigation,
 * and a page never kept falls back to the precached shell anyway.
 */
export function keptByWorker(address: string, origin: string = window.location.origin): boolean {
  const url = new URL(address, origin);
  const request = new Request(url);
  return runtimeCaching.some(({ urlPattern }) => typeof urlPattern === 'function' && (urlPattern as RoutePattern)({ url, request, sameOrigin: url.origin === origin }));
}

/** Asks for it again, now through the worker; with CORS when the server allows it, else opaque. */
async function fetchThroughWorker(address: string): Promise<void> {
  // force-cache: the browser's copy is what this page used, so warming costs no second download.
  try {
    await fetch(address, { mode: 'cors', credentials: 'omit', cache: 'force-cache' });
  } catch {
    try {
      await fetch(address, { mode: 'no-cors', credentials: 'omit', cache: 'force-cache' });
    } catch {
      // Gone offline meanwhile: nothing to keep.
    }
  }
}

/**
 * The first page load runs before the worker controls the page, so its worker never saw the
 * registry answer, the remotes' manifests, entries and chunks or the images that page used. Once
 * the worker takes control, each of them is asked for again through it, so the worker's own
 * routes keep them (network-first ones stay network-first: a new shell, registry or a disabled
 * remote still wins whenever there is a connection) and the page opens offline after one visit.
 */
export async function warmWorkerCaches(entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource')): Promise<number> {
  const addresses = [...new Set(entries.map((entry) => entry.name))].filter((address) => keptByWorker(address));
  await Promise.all(addresses.map(fetchThroughWorker));
  return addresses.length;
}
