// @ts-check
/**
 * Starts and stops a real Strapi server for the API tests and the benchmark: its own free port,
 * its own database (a temp SQLite file, or a PostgreSQL database when DATABASE_CLIENT=postgres).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@doorloopjes/dev-processes/health';
import { findFreePort } from '@doorloopjes/dev-processes/ports';

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STRAPI_BIN = path.join(APP_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export { findFreePort };

/**
 * Runs the Strapi command line (`start`, `build`, `develop`) in the app directory: the one place
 * a Strapi process is spawned (the `pnpm start` script, the tests' and benchmarks' instances).
 * @param {string} command
 * `nodeArgs` go to Node itself (the benchmark's `--cpu-prof`, which NODE_OPTIONS may not carry).
 * @param {{ env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions, nodeArgs?: string[] }} [options]
 */
export function spawnStrapi(command, { env = process.env, stdio = 'inherit', nodeArgs = [] } = {}) {
  return spawn(process.execPath, [...nodeArgs, STRAPI_BIN, command], { cwd: APP_DIR, env, stdio });
}

/**
 * Database settings for one throwaway instance.
 * SQLite: a new file in `tmpDir`. PostgreSQL: the database named by `pgDatabase` (created by
 * scripts/test-postgres.mjs), with the connection settings taken from the environment.
 *
 * @param {string} tmpDir
 * @param {string} pgDatabase
 * @returns {Record<string, string>}
 */
export function databaseEnv(tmpDir, pgDatabase) {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    return { DATABASE_CLIENT: 'postgres', DATABASE_NAME: pgDatabase };
  }
  return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(tmpDir, 'data.db') };
}

/** @param {string} prefix */
export function makeTempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The environment of a throwaway instance (and of the seed run against its database). @param {Record<string, string>} env */
const instanceEnv = (env) => ({
  ...process.env,
  NODE_ENV: 'test',
  SERVE_ADMIN_PANEL: 'false',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
  BROWSER: 'none',
  ...env,
});

/**
 * Runs the first-start seed (scripts/seed.mjs --if-empty) against the instance's database, its
 * output appended to the log file.
 * @param {{ env: Record<string, string>, logFile: string }} options
 * @returns {Promise<void>}
 */
export function seedDatabase({ env, logFile }) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(APP_DIR, 'scripts', 'seed.mjs'), '--if-empty'], { cwd: APP_DIR, env: instanceEnv(env), stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the seed exited with ${code}; see ${logFile}`))));
  });
}

/**
 * Starts `strapi start` and waits until it is healthy; `seed` first runs the first-start seed.
 * @param {{ env: Record<string, string>, port?: number, logFile: string, timeoutMs?: number, seed?: boolean, nodeArgs?: string[] }} options
 * @returns {Promise<{ url: string, port: number, pid: number, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startStrapi({ env, port, logFile, timeoutMs = 300_000, seed = false, nodeArgs = [] }) {
  if (seed) await seedDatabase({ env, logFile });
  const chosenPort = port ?? (await findFreePort());
  const log = fs.openSync(logFile, 'a');
  const child = spawnStrapi('start', { env: instanceEnv({ HOST: '127.0.0.1', PORT: String(chosenPort), ...env }), stdio: ['ignore', log, log], nodeArgs });
  fs.closeSync(log);

  let exited = false;
  /** @type {Promise<void>} */
  const exit = new Promise((resolve) => {
    child.on('exit', () => {
      exited = true;
      resolve();
    });
  });

  const url = `http://127.0.0.1:${chosenPort}`;
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };

  try {
    await waitFor(`${url}/_health`, timeoutMs, 'Strapi', {
      isUp: (response) => response.status === 204,
      gaveUp: () => (exited ? 'exited during start-up' : null),
    });
  } catch (error) {
    await stop();
    throw new Error(`${/** @type {Error} */ (error).message} (log: ${logFile})`);
  }
  // A crash, as the fault tests make one: no chance to finish or close anything.
  const kill = async () => {
    if (exited) return;
    child.kill('SIGKILL');
    await exit;
  };
  return { url, port: chosenPort, pid: child.pid ?? 0, stop, kill };
}
