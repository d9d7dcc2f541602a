import type { RuntimeConfig } from '@doorloopjes/runtime';
import type { GlobalSettings } from '@doorloopjes/shared';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the landing page was rendered from on the server, sent along in its HTML: the browser's
 * first render starts from the same data, so React hydrates the markup instead of replacing it.
 */
export interface PrerenderedLanding {
  queries: DehydratedState;
  settings: GlobalSettings | null;
  /** The environment's configuration the server rendered with: the browser's page uses the same. */
  config: RuntimeConfig;
}

