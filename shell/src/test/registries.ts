import { PLATFORM_CONTRACT, REMOTE_NAMES } from '@doorloopjes/shared';
import type { RemoteRegistry } from '../remotes/registry';

/** Every remote of the contract switched on, each at its local address. */
export const ALL_REMOTES_ON: RemoteRegistry = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, { name, manifest: `http://localhost:${PLATFORM_CONTRACT.remotes[name].port}/mf-manifest.json` }]),
);
