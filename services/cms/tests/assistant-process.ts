import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@doorloopjes/dev-processes/health';

const ASSISTANT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assistant');

/**
 * The real assistant service (from source, with tsx) on a free port and its own SQLite file, so
 * the export and deletion tests reach its real store through its real user-data routes.
 */
export async function startAssistant(options: { port: number; env: Record<string, string>; logFile: string }): Promise<{ url: string; stop: () => Promise<void> }> {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [path.join(ASSISTANT_DIR, 'node_modules/tsx/dist/cli.mjs'), 'src/index.ts'], {
    cwd: ASSISTANT_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exit = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await exit;
  };
  try {
    await waitFor(`${url}/health`, 60_000, 'assistant', {
      isUp: (response) => response.ok,
      intervalMs: 200,
      gaveUp: () => (child.exitCode === null ? null : `exited during start-up; see ${options.logFile}`),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
