import { getToken, type RuntimeConfig } from '@doorloopjes/runtime';
import { userIdFromToken } from './canary';
import { rememberCanaryBucket } from './canaryCookie';
import { takeOverride } from './override';
import { resolveRegistry, type ResolvedRegistry } from './resolveRegistry';

/** The registry of this page load, from the browser's address, session and token. */
export function loadPageRegistry(config: RuntimeConfig): Promise<ResolvedRegistry> {
  const userId = userIdFromToken(getToken());
  rememberCanaryBucket(userId);
  return resolveRegistry({
    registryUrl: config.registryUrl,
    contentUrl: config.contentUrl,
    userId,
    override: takeOverride(window.location, window.sessionStorage, window.history),
  });
}
