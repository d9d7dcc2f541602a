import { getToken, loadRuntimeConfig, persistQueryCacheForSession } from '@doorloopjes/runtime';
import { paths } from '@doorloopjes/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readyToMount } from './app/readyToMount';
import { readServerFrame } from './hydration/serverFrame';
import { reportRecoverableError } from './app/reportRecoverableError';
import { ServerNavigationContext } from './layout/hooks/ServerNavigationContext';
import { preloadPagesFor } from './pages/lazyPages';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { isPreviewPath } from './preview/previewLink';
import { preloadRemotesFor, registerEnabledRemotes } from './remotes/loader';
import { loadPageRegistry } from './remotes/loadPageRegistry';
import '@doorloopjes/shared/ui.css';
import './styles/global.css';

async function start() {
  const { pathname } = window.location;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root ontbreekt in index.html');
  // The editors' preview of a draft boots on its own (no persisted cache, no session): its own chunk.
  if (isPreviewPath(pathname)) {
    const { startPreviewPage } = await import(/* webpackChunkName: "preview" */ './preview/startPreviewPage');
    await startPreviewPage(root);
    return;
  }
  // What this path needs starts downloading now, not when React gets to it.
  const loggedIn = getToken() !== null;
  preloadPagesFor(pathname, loggedIn);
  // config.json names the environment's registry in the content service; /remotes.json beside
  // the shell is the fallback when that service is down, slow or answers garbage.
  // The pages opened before come back from the device (logged in only), beside the registry's load;
  // the first render waits for them only offline (readyToMount.ts).
  const { registry, override } = await readyToMount(
    loadRuntimeConfig('/config.json').then(loadPageRegistry),
    persistQueryCacheForSession({ buster: __SHELL_BUILD__ }),
  );
  registerEnabledRemotes(registry);
  if (loggedIn) preloadRemotesFor(pathname === paths.landing() ? paths.dashboard() : pathname);
  const app = (
    <StrictMode>
      <App registry={registry} override={override} />
    </StrictMode>
  );
  // A logged-in path arrives with the frame's skeleton rendered by the server: React hydrates it,
  // so what the first paint showed stays (the same nodes, nothing moves). The hydrating render is
  // that skeleton with the server's navigation; the user, the browser's registry and an override
  // follow as updates (useHydrated). Without the server's frame (a build without it, the offline
  // fallback page, the landing page a visitor's entry hands over after a login, no token), React
  // renders the page itself and replaces what is there.
  const serverFrame = loggedIn ? readServerFrame(root) : null;
  if (serverFrame) {
    hydrateRoot(root, <ServerNavigationContext.Provider value={serverFrame.navigationRemotes}>{app}</ServerNavigationContext.Provider>, {
      onRecoverableError: reportRecoverableError,
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
registerServiceWorker();
