import { isBrowserOffline } from '@doorloopjes/runtime';

/**
 * What the first render waits for. The registry always: the routes and the navigation come from
 * it. The device's copy of the query cache (the persisted pages, restored from IndexedDB) only
 * when the browser knows it is offline: then the session and every page come from that copy, and
 * a render before it would show a page without them. Online the render does not wait for the copy;
 * it fills in behind the page (an answer from the network always wins over it).
 */
export async function readyToMount<Registry>(registry: Promise<Registry>, deviceCopy: Promise<void>, offline = isBrowserOffline()): Promise<Registry> {
  if (!offline) return registry;
  const [loaded] = await Promise.all([registry, deviceCopy]);
  return loaded;
}
