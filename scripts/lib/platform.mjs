// Runs a benchmark against the built platform: starts it (test environment, its own databases)
// unless the shell already answers, and stops what it started afterwards. Bind the fixed ports
// under the shared lock when other people use the machine (see docs/measuring.md).
import { join } from 'node:path';
import { FRONTENDS, PLATFORM_CONTRACT, ROOT } from './apps.mjs';
import { answers, startProcess, waitFor } from '@doorloopjes/dev-processes/processes';

export const SHELL_URL = `http://localhost:${PLATFORM_CONTRACT.shell.port}`;
export const CONTENT_URL = 'http://localhost:1337';

/** Extra browser origins (e.g. the single-bundle build's server) the services must accept. */
const PLATFORM_ORIGINS = FRONTENDS.map((app) => app.port).flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

export async function withPlatform(run, { extraOrigins = [] } = {}) {
  let platform = null;
  if (await answers(`${SHELL_URL}/remotes.json`)) {
    if (extraOrigins.length) throw new Error(`The platform is already running; stop it first: its services must also accept ${extraOrigins.join(', ')}.`);
    console.log('Platform already running: measuring it as it is.');
  } else {
    console.log('Starting the built platform (test environment)...');
    platform = startProcess('platform', 'node', [join(ROOT, 'scripts/start.mjs'), '--env', 'test', '--quiet'], {
      cwd: ROOT,
      env: extraOrigins.length ? { CORS_ORIGINS: [...PLATFORM_ORIGINS, ...extraOrigins].join(',') } : {},
      quiet: true,
    });
    await waitFor(`${SHELL_URL}/remotes.json`, 15 * 60_000, 'platform');
  }
  try {
    return await run();
  } finally {
    if (platform) await stop(platform);
  }
}

/** SIGTERM lets start.mjs stop every service it started (each runs in its own process group). */
async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
}
