// What the platform is made of, for the start, build, test and size scripts.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The shell and the four remotes, with their fixed ports (docs/architecture.md). */
export const FRONTENDS = [
  { name: 'mf-doorloopjes', port: 3001 },
  { name: 'mf-content', port: 3002 },
  { name: 'mf-assistant', port: 3003 },
  { name: 'mf-cluster', port: 3004 },
  { name: 'shell', port: 3000 },
];

export function isBuilt(app) {
  return existsSync(join(ROOT, app, 'dist', 'index.html'));
}

export function exists(relativePath) {
  return existsSync(join(ROOT, relativePath));
}
