import { queryClient, setRuntimeConfig } from '@doorloopjes/runtime';
import { hydrate } from '@tanstack/react-query';
import { LANDING_STATE_ID } from '@doorloopjes/static-server/page-names';
import type { PrerenderedLanding } from './landingState';
import { startVisitorSession } from './startVisitorSession';

/**
 * Reads the data the server rendered the landing page from (a JSON block beside `#root`) into
 * the runtime configuration, the query cache and the session store, so the first render matches the server's markup.
 * True when the page can be hydrated: a visitor (no token) on '/', with that data present.
 * The data stays fresh as the query client's stale time says; after that it is refetched.
 */
export function takePrerenderedLanding(pathname: string, loggedIn: boolean): boolean {
  const block = document.getElementById(LANDING_STATE_ID);
  if (!block) return false;
  block.remove();
  if (pathname !== '/' || loggedIn) return false;
  try {
    const state = JSON.parse(block.textContent ?? '') as PrerenderedLanding;
    setRuntimeConfig(state.config);
    hydrate(queryClient, state.queries);
    startVisitorSession(state.settings);
    return true;
  } catch (error) {
    console.error('[landing] De meegestuurde inhoud van de landingspagina is onleesbaar; de pagina wordt opnieuw opgebouwd.', error);
    return false;
  }
}
