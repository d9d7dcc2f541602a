import { runtimeCaching } from '../../build/serviceWorkerRoutes';

type RoutePattern = (options: { url: URL; request: Request; sameOrigin: boolean }) => boolean;

/**
 * How long requests the page started before the worker took control may still be finishing (a
 * slow image, a remote's chunk). Later entries all went through the worker already.
 */
export const UNCONTROLLED_REQUESTS_SETTLE_MS = 60_000;

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
 * Asks once more, through the worker, for each address kept by one of its routes among `entries`
 * that the page requested before `controlledSince` (so the worker never saw them) and that was
 * not asked for before (`asked`). Returns the addresses asked for now.
 */
export async function warmWorkerCaches(entries: readonly PerformanceEntry[], controlledSince: number, asked: Set<string> = new Set()): Promise<string[]> {
  const addresses: string[] = [];
  for (const entry of entries) {
    if (entry.startTime >= controlledSince || asked.has(entry.name) || !keptByWorker(entry.name)) continue;
    asked.add(entry.name);
    addresses.push(entry.name);
  }
  await Promise.all(addresses.map(fetchThroughWorker));
  return addresses;
}

/**
 * The first page load runs before the worker controls the page, so its worker never saw the
 * registry answer, the remotes' manifests, entries and chunks or the images that page used. Once
 * the worker takes control (`controlledSince`, a `performance.now()` time), each of them is
 * asked for again through it, so the worker's own routes keep them (network-first ones stay
 * network-first: a new shell, registry or a disabled remote still wins whenever there is a
 * connection) and the page opens offline after one visit.
 *
 * A request the page started before that moment but that finishes after it (a step image still
 * loading, a remote chunk) has no resource entry yet when control changes: the observer also
 * takes the entries that arrive later, for as long as such requests may still be running. Entries
 * of requests started after control went through the worker and are left alone.
 */
export function keepUncontrolledPageLoad(controlledSince: number = performance.now()): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const asked = new Set<string>();
  const observer = new PerformanceObserver((list) => void warmWorkerCaches(list.getEntries(), controlledSince, asked));
  // buffered: the entries of everything that finished before this moment come first.
  observer.observe({ type: 'resource', buffered: true });
  setTimeout(() => observer.disconnect(), UNCONTROLLED_REQUESTS_SETTLE_MS);
}
