import { loadRuntimeConfig } from '@doorloopjes/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerEnabledRemotes } from './remotes/loader';
import { loadRemoteRegistry } from './remotes/registry';
import './styles/global.css';

async function start() {
  // Both files are per environment and replaceable at deploy time; they load in parallel.
  const [, registry] = await Promise.all([loadRuntimeConfig('/config.json'), loadRemoteRegistry()]);
  registerEnabledRemotes(registry);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root ontbreekt in index.html');
  createRoot(root).render(
    <StrictMode>
      <App registry={registry} />
    </StrictMode>,
  );
}

void start();
