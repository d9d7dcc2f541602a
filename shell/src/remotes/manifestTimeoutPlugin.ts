import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout } from '@doorloopjes/runtime/fetch-with-timeout';

/** A manifest that does not answer in time counts as down, so the area shows its fallback. */
export const MANIFEST_TIMEOUT_MS = 5000;

export default function manifestTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'doorloopjes-manifest-timeout',
    fetch(url, init) {
      return fetchWithTimeout(url, init, MANIFEST_TIMEOUT_MS);
    },
  };
}
