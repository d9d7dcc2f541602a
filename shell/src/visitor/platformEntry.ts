import { startScriptsNamedIn } from './pageScripts';

/**
 * The platform's own entry scripts (the federated shell), named in the landing page's HTML by the
 * static server (packages/static-server/src/landingPrerender.ts): the visitor's entry starts them when the
 * page is not a visitor's landing page after all.
 */
export const PLATFORM_ENTRY_META = 'platform-entry';

/** Starts the whole platform in this page instead of the visitor's app. */
export function startPlatform(): void {
  // Without the platform's entry there is nothing better than what the page shows: load afresh.
  if (!startScriptsNamedIn(PLATFORM_ENTRY_META)) window.location.reload();
}
