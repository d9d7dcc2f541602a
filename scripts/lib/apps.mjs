// What the platform is made of, for the start, build, test and size scripts.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import contract from '@doorloopjes/platform-contract/platform-contract.json' with { type: 'json' };

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Every remote's package, scope, port and exposed modules, and the shell's port. */
export const PLATFORM_CONTRACT = contract;

/** The remotes, then the shell (which starts last), with their fixed ports. */
export const FRONTENDS = [
  ...Object.values(PLATFORM_CONTRACT.remotes).map((remote) => ({ name: remote.package, port: remote.port })),
  { name: PLATFORM_CONTRACT.shell.package, port: PLATFORM_CONTRACT.shell.port },
];

export function isBuilt(app) {
  return existsSync(join(ROOT, app, 'dist', 'index.html'));
}

export function exists(relativePath) {
  return existsSync(join(ROOT, relativePath));
}
