// @ts-check
/**
 * Starts and stops a real Strapi server for the API tests and the benchmark: its own free port,
 * its own database (a temp SQLite file, or a PostgreSQL database when DATABASE_CLIENT=postgres).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STRAPI_BIN = path.join(APP_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

/** @returns {Promise<number>} a port that was free a moment ago */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Database settings for one throwaway instance.
 * SQLite: a new file in `tmpDir`. PostgreSQL: the database named by `pgDatabase` (created by
 * scripts/test-postgres.sh), with the connection settings taken from the environment.
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

/**
 * @param {{ env: Record<string, string>, port?: number, logFile: string, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startStrapi({ env, port, logFile, timeoutMs = 300_000 }) {
  const chosenPort = port ?? (await findFreePort());
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      NODE_ENV: 'test',
      SERVE_ADMIN_PANEL: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      BROWSER: 'none',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
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

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`Strapi exited during start-up; see ${logFile}`);
    try {
      const response = await fetch(`${url}/_health`);
      if (response.status === 204) return { url, port: chosenPort, pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`Strapi did not become healthy within ${timeoutMs} ms; see ${logFile}`);
}
