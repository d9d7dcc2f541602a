// @ts-check
/**
 * The cluster part of the benchmark: a throwaway PostgreSQL, two instances behind nginx, filled
 * to the same number of guides; the lean list measured through nginx and on one instance
 * directly, in the same run. Skipped (with a note) when PostgreSQL or nginx is not installed.
 */
import fs from 'node:fs';
import { nginxInstalled, startNginx } from '@doorloopjes/dev-processes/nginx';
import { postgresInstalled, startPostgres } from '@doorloopjes/dev-processes/postgres';
import { startCmsInstances } from './cms-cluster.mjs';
import { ENDPOINTS } from './bench-queries.mjs';
import { fillGuides } from './bench-seed.mjs';
import { BENCH_ADMIN, BENCH_ENV, loginDemo } from './bench-env.mjs';
import { hitRatio, measure, settle } from './load.mjs';
import { findFreePort, makeTempDir } from './strapi-process.mjs';

const installed = () => nginxInstalled() && postgresInstalled();

/** @param {{ duration: number, guides: number }} options */
export async function clusterBench({ duration, guides }) {
  if (!installed()) {
    console.log('\nCluster bench skipped: PostgreSQL and nginx (Debian packages) are needed.');
    return;
  }
  console.log('\nCluster bench: PostgreSQL, two instances behind nginx...');
  const logDir = makeTempDir('cms-bench-cluster-');
  const pg = startPostgres({ port: await findFreePort(), databases: ['cms_bench'] });
  /** @type {Array<() => Promise<void> | void>} */
  const cleanups = [() => pg.stop(), () => fs.rmSync(logDir, { recursive: true, force: true })];
  try {
    const instances = await startCmsInstances({ pg, database: 'cms_bench', count: 2, logDir, env: BENCH_ENV });
    cleanups.unshift(() => Promise.all(instances.map((instance) => instance.stop())).then(() => undefined));
    const proxyPort = await findFreePort();
    const nginx = await startNginx([{ name: 'cms', listen: proxyPort, upstreams: instances.map((instance) => instance.port) }]);
    cleanups.unshift(() => nginx.stop());
    const jwt = await loginDemo(instances[0].url);
    await fillGuides(instances[0].url, jwt, BENCH_ADMIN, guides);
    const list = ENDPOINTS[0].lean;
    const targets = [
      { target: 'one instance', url: `${instances[0].url}${list}` },
      { target: 'nginx, two instances', url: `http://127.0.0.1:${proxyPort}${list}` },
    ];
    const rows = [];
    for (const { target, url } of targets) {
      for (const [mode, connections, extra] of /** @type {const} */ ([['cold', 16, { 'Cache-Control': 'no-cache' }], ['warm', 16, {}], ['warm', 64, {}]])) {
        for (const instance of instances) {
          await settle(instance.url);
          // Warm means warm on every instance nginx may pick.
          if (mode === 'warm') await fetch(`${instance.url}${list}`, { headers: { Authorization: `Bearer ${jwt}`, 'Accept-Encoding': 'br' } }).then((r) => r.arrayBuffer());
        }
        const result = await measure({ url, headers: { Authorization: `Bearer ${jwt}`, 'Accept-Encoding': 'br', ...extra }, connections, duration });
        rows.push({ target, mode, c: connections, 'req/s': Math.round(result.rps * 10) / 10, 'p50 ms': result.p50, 'p99 ms': result.p99, errors: result.errors, 'cache hits': hitRatio(result) });
      }
    }
    console.log(`\nCluster (PostgreSQL), list of ${guides}, ${duration} s per run:`);
    console.table(rows);
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}
