import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.js';
import { createService, type Service } from '../../src/service.js';

export interface RunningAssistant {
  url: string;
  service: Service;
  sqlitePath: string;
  close(): Promise<void>;
}

/** A fresh temporary directory for a test's SQLite file. */
export function tempDbPath(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-test-')), 'assistant.db');
}

/** Starts the real service in-process on a free port, configured through the environment like production. */
export async function startAssistant(env: Record<string, string>, sqlitePath = tempDbPath()): Promise<RunningAssistant> {
  // No token file unless a test names one: a developer's real token must not leak into tests.
  const tokenFile = path.join(path.dirname(sqlitePath), 'no-content-token');
  const config = loadConfig({ PORT: '1', SQLITE_PATH: sqlitePath, CONTENT_TOKEN_FILE: tokenFile, LOG_LEVEL: 'silent', ...env });
  const service = await createService(config, { logger: false, contentRetryMs: 50 });
  service.contentSource.start();
  const url = await service.app.listen({ port: 0, host: '127.0.0.1' });
  return { url, service, sqlitePath, close: () => service.close() };
}

/** Waits until a condition holds, polling; fails the test with the message when it never does. */
export async function eventually(check: () => boolean | Promise<boolean>, message: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out: ${message}`);
}
