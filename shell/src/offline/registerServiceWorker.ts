import { whenIdle } from '../scheduling/whenIdle';
import { keepUncontrolledPageLoad } from './warmWorkerCaches';

/**
 * Registers the shell's service worker (built by build/serviceWorker.ts) in production builds
 * only: in `pnpm dev` a worker would serve stale code over hot reloads. It is registered after
 * the page has loaded and the main thread is idle, so it never competes with the first paint or
 * the page's own start-up work. When it takes control of a page
 * it did not serve (the first visit), what that page loaded is kept through it.
 */
export function registerServiceWorker(production = process.env.NODE_ENV === 'production'): void {
  if (!production || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker;
  if (worker.controller === null) {
    // The default buffer (250) may be full on a page with many images before the worker is ready.
    performance.setResourceTimingBufferSize(1000);
    worker.addEventListener('controllerchange', () => keepUncontrolledPageLoad(performance.now()), { once: true });
  }
  const register = () =>
    whenIdle(() => {
      worker.register('/sw.js').catch((error: unknown) => console.warn('De offline-ondersteuning kon niet starten.', error));
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
