// The platform's static server (packages/static-server): TypeScript, bundled by its build into one
// script Node runs as it is. The scripts that start it rebuild it first (esbuild, about a second),
// so the script they run is never older than its source.
import { join } from 'node:path';
import { run } from '@doorloopjes/dev-processes/processes';
import { ROOT } from './apps.mjs';

/** The bundled server: `node <STATIC_SERVER> --dir <build> --port <port> [--shell ...]`. */
export const STATIC_SERVER = join(ROOT, 'packages/static-server/dist/serve-static.js');

export function buildStaticServer() {
  return run('pnpm', ['--filter', '@doorloopjes/static-server', 'build'], { cwd: ROOT });
}
