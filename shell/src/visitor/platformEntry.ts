import { PLATFORM_ENTRY_META } from '@doorloopjes/static-server/page-names';
import { startScriptsNamedIn } from './pageScripts';

/**
 * Starts the whole platform in this page instead of the visitor's app: its own entry scripts (the
 * federated shell), named in the landing page's HTML by the static server
 * (packages/static-server/src/landingPrerender.ts), for a page that is not a visitor's landing page after all.
 */
export function startPlatform(): void {
  // Without the platform's entry there is nothing better than what the page shows: load afresh.
  if (!startScriptsNamedIn(PLATFORM_ENTRY_META)) window.location.reload();
}
