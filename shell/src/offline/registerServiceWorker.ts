/**
 * Registers the shell's service worker (built by build/serviceWorker.ts) in production builds
 * only: in `pnpm dev` a worker would serve stale code over hot reloads. It is registered after
 * the page has loaded, so it never competes with the first paint.
 */
export function registerServiceWorker(production = process.env.NODE_ENV === 'production'): void {
  if (!production || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('De offline-ondersteuning kon niet starten.', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
