import { useSessionStore } from '@doorloopjes/runtime';
import { type GlobalSettings } from '@doorloopjes/shared';

/**
 * The session a visitor's landing page is rendered with: the site's settings, loaded, nobody
 * logged in. zustand hands React the store's initial state as the server snapshot (on the server
 * and while the browser hydrates), so that is set as well: the server's render and the browser's
 * hydration start from the same session. After hydration React reads the live state again.
 */
export function startVisitorSession(settings: GlobalSettings | null): void {
  const visitor = { settings, loading: false, initialised: true };
  useSessionStore.setState(visitor);
  // zustand's server snapshot is the very object the store was created with (its setState makes
  // new objects, so this one is read only there).
  Object.assign(useSessionStore.getInitialState(), visitor);
}
