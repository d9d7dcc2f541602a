import { getToken } from '@doorloopjes/runtime';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { takePrerenderedLanding } from '../prerender/takePrerenderedLanding';
import { registerServiceWorker } from '../offline/registerServiceWorker';
import { announceLandingTakenOver } from './landingHandOver';
import { startPlatform } from './platformEntry';
import { VisitorApp } from './VisitorApp';
import '@doorloopjes/shared/ui.css';
import '../styles/global.css';

/** Renders nothing; its effect runs once React has taken over the server's markup. */
function AnnounceTakenOver() {
  useEffect(() => announceLandingTakenOver(), []);
  return null;
}

/**
 * The visitor's app, started by the landing page's loader (loaderEntry.ts) after the first paint:
 * React takes over the server's markup with the visitor's app alone, without the federation
 * runtime or any logged-in code. Someone with a token (or a page without the server's data) gets
 * the whole platform instead, which replaces the markup.
 */
function start(): void {
  const root = document.getElementById('root');
  if (root && takePrerenderedLanding(window.location.pathname, getToken() !== null)) {
    hydrateRoot(
      root,
      <StrictMode>
        <VisitorApp />
        <AnnounceTakenOver />
      </StrictMode>,
    );
    registerServiceWorker();
  } else {
    announceLandingTakenOver();
    startPlatform();
  }
}

start();
