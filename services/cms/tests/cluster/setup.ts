import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCmsInstances } from '../../scripts/lib/cms-cluster.mjs';
import { rollingRestart } from '../../scripts/lib/rolling-restart.mjs';
import { startNginx } from '@doorloopjes/dev-processes/nginx';
import { startPostgres } from '@doorloopjes/dev-processes/postgres';
import { findFreePort, makeTempDir } from '../../scripts/lib/strapi-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterUrls: { proxy: string; instances: string[]; control: string };
    clusterLogDir: string;
    /** The shared database, for tests that act on its connections. */
    clusterDatabaseUrl: string;
  }
}

/**
 * The cluster profile in small: a throwaway PostgreSQL, two cms instances (the first seeds),
 * nginx in front, all on free loopback ports. A tiny control server lets a test stop and
 * restart an instance, which the test process cannot do itself (the instances live here).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logDir = makeTempDir('cms-cluster-test-');
  const pg = startPostgres({ port: await findFreePort(), databases: ['cms_cluster'] });
  const cleanups: Array<() => Promise<void> | void> = [() => pg.stop()];
  try {
    const instances = await startCmsInstances({
      pg,
      database: 'cms_cluster',
      count: 2,
      logDir,
      env: { AUTH_RATE_LIMIT: 'false', SEED_TEST_CONTENT: 'true', MAILDEV: 'false', SMTP_PORT: String(await findFreePort()) },
    });
    cleanups.unshift(() => Promise.all(instances.map((instance) => instance.stop())).then(() => undefined));
    const proxyPort = await findFreePort();
    const nginx = await startNginx([{ name: 'cms', listen: proxyPort, upstreams: instances.map((instance) => instance.port) }]);
    cleanups.unshift(() => nginx.stop());
    project.provide('clusterLogDir', logDir);
    project.provide('clusterDatabaseUrl', pg.url('cms_cluster'));
    // Stop/kill/restart requests from the tests (same machine, same run), and a rolling restart.
    const { createServer } = await import('node:http');
    const control = createServer((request, response) => {
      const match = /^\/(stop|kill|restart)\/(\d)$/.exec(request.url ?? '');
      const instance = match ? instances[Number(match[2])] : undefined;
      const action =
        request.url === '/rolling-restart' ? () => rollingRestart(nginx, 'cms', instances) : match && instance ? () => instance[match[1] as 'stop' | 'kill' | 'restart']() : undefined;
      if (!action) {
        response.writeHead(404).end();
        return;
      }
      action().then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
    const controlPort = await findFreePort();
    await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
    cleanups.unshift(() => new Promise<void>((resolve) => control.close(() => resolve())));
    project.provide('clusterUrls', {
      proxy: `http://127.0.0.1:${proxyPort}`,
      instances: instances.map((instance) => instance.url),
      control: `http://127.0.0.1:${controlPort}`,
    });
  } catch (error) {
    for (const cleanup of cleanups) await cleanup();
    for (const file of fs.existsSync(logDir) ? fs.readdirSync(logDir) : []) {
      process.stderr.write(`--- ${file}\n${fs.readFileSync(path.join(logDir, file), 'utf8').slice(-3000)}\n`);
    }
    throw error;
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
    if (process.env.KEEP_TEST_TMP !== 'true') fs.rmSync(logDir, { recursive: true, force: true });
  };
}
