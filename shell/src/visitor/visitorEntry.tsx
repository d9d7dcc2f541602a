import { getToken } from '@doorloopjes/runtime';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { takePrerenderedLanding } from '../prerender/takePrerenderedLanding';
import { registerServiceWorker } from '../offline/registerServiceWorker';
import { startPlatform } from './platformEntry';
import { VisitorApp } from './VisitorApp';
import '@doorloopjes/shared/ui.css';
import '../styles/global.css';

/**
 * The first script of the landing page the server rendered for a visitor: React takes over that
 * markup with the visitor's app alone, without the federation runtime or any logged-in code.
 * Someone with a token (or a page without the server's data) gets the whole platform instead,
 * which replaces the markup.
 */
function start(): void {
  const root = document.getElementById('root');
  if (root && takePrerenderedLanding(window.location.pathname, getToken() !== null)) {
    hydrateRoot(
      root,
      <StrictMode>
        <VisitorApp />
      </StrictMode>,
    );
    registerServiceWorker();
  } else startPlatform();
}

start();
