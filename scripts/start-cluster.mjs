#!/usr/bin/env node
// `pnpm start:cluster`: the production-like profile on one machine. A throwaway PostgreSQL
// (Debian's package, a generated password), two content-service instances and two assistant
// instances behind nginx (Debian's package) on the usual ports 1337 and 8787, then `pnpm start`
// for MailDev and the frontends (it finds 1337 and 8787 answering and reuses them). Ctrl-C stops
// and removes it all; with `--data <dir>` PostgreSQL, the uploads and the secrets stay in that
// folder for the next start, WAL is archived with pgBackRest and a full backup is taken at start
// and daily (docs/operations.md). Production mode unless NODE_ENV (or `--env test`) says otherwise: no
// account with a known password; the first administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD
// or the one-time setup link the first instance prints.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, exists } from './lib/apps.mjs';
import { startCmsInstances } from 'cms/cluster';
import { dataLayout, startKeptPostgres } from 'cms/cluster-data';
import { startNginx } from '@doorloopjes/dev-processes/nginx';
import { startPostgres } from '@doorloopjes/dev-processes/postgres';
import { run, startProcess, stopAll, stopProcess, waitFor } from '@doorloopjes/dev-processes/processes';
import { rollingRestart } from 'cms/rolling-restart';
import { serveClusterControl } from './lib/cluster-control.mjs';
import { findFreePort } from '@doorloopjes/dev-processes/ports';

/** `--env test` (the e2e profile) gets the same service settings as `pnpm start --env test`. */
const testing = process.argv.slice(2).join(' ').match(/--env[= ]test\b/) !== null;
const { values: options } = parseArgs({ options: { data: { type: 'string' }, backups: { type: 'string' } }, strict: false });
/** The kept data folder, or none: a throwaway cluster (the default, for tests). */
const layout = typeof options.data === 'string' ? dataLayout(options.data, typeof options.backups === 'string' ? options.backups : undefined) : undefined;
const DAY_MS = 24 * 3600 * 1000;
/** The other arguments (`--env`, `--quiet`) are `pnpm start`'s. */
const startArgs = process.argv.slice(2).filter((arg, index, args) => !/^--(data|backups)(=|$)/.test(arg) && !/^--(data|backups)$/.test(args[index - 1] ?? ''));
const CMS_PORT = 1337;
const ASSISTANT_PORT = 8787;
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'doorloopjes-cluster-'));
/** @type {Array<() => Promise<void> | void>} */
const cleanups = [];

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster...');
  await stopAll();
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }
  process.exit(code);
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0));

  const adminPanel = process.env.SERVE_ADMIN_PANEL !== 'false';
  if (adminPanel && !exists('services/cms/build/index.html')) await run('pnpm', ['--filter', 'cms', 'build'], { cwd: ROOT });
  if (!exists('services/assistant/dist/index.js')) await run('pnpm', ['--filter', 'assistant', 'build'], { cwd: ROOT });

  const databases = ['cms', 'assistant'];
  const port = await findFreePort();
  const { pg, secrets } = layout ? startKeptPostgres(layout, { port, databases }) : { pg: startPostgres({ port, databases }), secrets: undefined };
  cleanups.push(() => pg.stop());
  console.log(`[cluster] PostgreSQL on 127.0.0.1:${pg.port} (${pg.dir}; ${layout ? 'kept' : 'password generated for this run'}, scram-sha-256)`);
  if (layout) {
    // A full backup now and every day, in a child process so the profile keeps serving meanwhile.
    const backup = () => void run(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), '--data', layout.data, '--backups', layout.backups], { cwd: ROOT }).catch((error) => console.error(`[cluster] ${error instanceof Error ? error.message : error}`));
    backup();
    const daily = setInterval(backup, DAY_MS);
    cleanups.push(() => clearInterval(daily));
    console.log(`[cluster] data kept in ${layout.data}; backups in ${layout.backups} (pnpm backup --list)`);
  }
  const nodeEnv = process.env.NODE_ENV ?? (testing ? 'development' : 'production');
  // The content service asks the assistant for a user's conversations with this credential; in
  // production both must be given the same one (no file falls back to it).
  const assistantServiceToken = process.env.ASSISTANT_SERVICE_TOKEN ?? secrets?.assistantServiceToken ?? crypto.randomBytes(24).toString('base64url');

  const cms = await startCmsInstances({
    pg,
    database: 'cms',
    count: 2,
    logDir,
    ...(secrets ? { secrets: secrets.cms } : {}),
    env: {
      NODE_ENV: nodeEnv,
      ...(layout ? { PUBLIC_DIR: layout.publicDir } : {}),
      SERVE_ADMIN_PANEL: String(adminPanel),
      PUBLIC_URL: `http://localhost:${CMS_PORT}`,
      ASSISTANT_SERVICE_TOKEN: assistantServiceToken,
      // The profile serves the remotes' local builds: register them (production registers none).
      REMOTE_REGISTRY_SEED: process.env.REMOTE_REGISTRY_SEED ?? 'true',
      ...(testing ? { SEED_TEST_CONTENT: 'true', AUTH_RATE_LIMIT: 'false' } : {}),
    },
  });
  cleanups.push(() => Promise.all(cms.map((instance) => instance.stop())).then(() => undefined));
  console.log(`[cluster] content service instances: ${cms.map((instance) => instance.url).join(', ')} (logs in ${logDir})`);

  const assistantPorts = [await findFreePort(), await findFreePort()];
  const nginx = await startNginx([
    { name: 'cms', listen: CMS_PORT, upstreams: cms.map((instance) => instance.port) },
    { name: 'assistant', listen: ASSISTANT_PORT, upstreams: assistantPorts, streaming: true },
  ]);
  cleanups.push(() => nginx.stop());
  console.log(`[cluster] nginx: ${CMS_PORT} -> ${cms.map((i) => i.port).join(', ')}; ${ASSISTANT_PORT} -> ${assistantPorts.join(', ')}`);

  /** Starts one assistant instance and waits until it is healthy. @param {number} port @param {number} index */
  const startAssistant = async (port, index) => {
    const child = startProcess(`assistant-${index + 1}`, 'node', ['dist/index.js'], {
      cwd: path.join(ROOT, 'services/assistant'),
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        // Content through nginx, like every other client.
        CONTENT_URL: `http://127.0.0.1:${CMS_PORT}`,
        ASSISTANT_DATABASE_URL: pg.url('assistant'),
        ASSISTANT_SERVICE_TOKEN: assistantServiceToken,
        ...(testing ? { RATE_LIMIT_PER_MINUTE: '1000' } : {}),
      },
    });
    await waitFor(`http://127.0.0.1:${port}/health`, 60_000, `assistant-${index + 1}`);
    return child;
  };
  // One after the other: the first creates the assistant's tables in an empty database, and two
  // starting at once raced on that (a duplicate-type error stopped the second).
  const assistantChildren = [];
  for (const [index, port] of assistantPorts.entries()) assistantChildren.push(await startAssistant(port, index));
  const assistants = assistantPorts.map((port, index) => ({
    port,
    async restart() {
      const running = assistantChildren[index];
      if (running) await stopProcess(running);
      assistantChildren[index] = await startAssistant(port, index);
    },
  }));
  const closeControl = await serveClusterControl({
    cms: (log) => rollingRestart(nginx, 'cms', cms, log),
    assistant: (log) => rollingRestart(nginx, 'assistant', assistants, log),
  });
  cleanups.push(closeControl);

  // MailDev and the frontends, exactly as `pnpm start` runs them.
  const platform = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), ...startArgs], { cwd: ROOT, stdio: 'inherit' });
  cleanups.push(() => {
    platform.kill('SIGTERM');
  });
  platform.on('exit', (code) => void shutdown(code ?? 0));
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
