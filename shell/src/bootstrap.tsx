import { getToken, loadRuntimeConfig } from '@doorloopjes/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPagesFor } from './app/pages';
import { preloadRemotesFor, registerEnabledRemotes } from './remotes/loader';
import { loadRemoteRegistry } from './remotes/registry';
import './styles/global.css';

async function start() {
  // What this path needs starts downloading now, not when React gets to it.
  const { pathname } = window.location;
  const loggedIn = getToken() !== null;
  preloadPagesFor(pathname, loggedIn);
  // Both files are per environment and replaceable at deploy time; they load in parallel.
  const [, registry] = await Promise.all([loadRuntimeConfig('/config.json'), loadRemoteRegistry()]);
  registerEnabledRemotes(registry);
  if (loggedIn) preloadRemotesFor(pathname === '/' ? '/dashboard' : pathname);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root ontbreekt in index.html');
  createRoot(root).render(
    <StrictMode>
      <App registry={registry} />
    </StrictMode>,
  );
}

void start();
