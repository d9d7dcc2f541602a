// @ts-check
/**
 * `pnpm --filter cms bench`: the content service under load, on its own instance (temp SQLite,
 * production mode, seeded and filled to 250 guides), with the load generator in a separate
 * process. For the list and the slug detail at concurrency 1, 16 and 64:
 *   before  the specification's query, uncached, uncompressed (what the platform sent before);
 *   cold    the platform's lean query on the uncached path (Cache-Control: no-cache), br;
 *   warm    the same query answered from the response cache, br.
 * Prints requests/s, p50, p99, errors, bytes per answer and cache hit ratio, the ratio lines, and
 * (when PostgreSQL and nginx are installed) a cluster bench: two instances behind nginx beside
 * one instance, warm list. Then the list at c=16 while one editor saves a guide every second
 * (hit rate and throughput), alone and beside an anonymous POST flood. BENCH_DURATION sets
 * seconds per run (default 5); BENCH_CLUSTER=false skips the cluster part; BENCH_ONLY=writer runs
 * only the part under writes.
 *
 * First, the headline: the logged-in list as the list page asks for it (refresh-mode access
 * token, br, c=16, 8 s) beside /_health, and the ratio (lib/bench-session.mjs).
 * BENCH_ONLY=session runs only that. BENCH_CPU_PROF=<dir> profiles the server (node --cpu-prof)
 * through the list run alone and prints what each part of the middleware chain costs per answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from './lib/bench-queries.mjs';
import { fillGuides } from './lib/bench-seed.mjs';
import { cpuMs, hitRatio, measure, settle } from './lib/load.mjs';
import { databaseEnv, makeTempDir, startStrapi } from './lib/strapi-process.mjs';
import { clusterBench } from './lib/bench-cluster.mjs';
import { BENCH_ADMIN, BENCH_ENV, loginDemo } from './lib/bench-env.mjs';
import { writerBench } from './lib/bench-writer.mjs';
import { sessionListBench } from './lib/bench-session.mjs';
import { printHitProfile } from './lib/hit-profile.mjs';

const duration = Number(process.env.BENCH_DURATION || 5);
const GUIDES = 250;
const writerOnly = process.env.BENCH_ONLY === 'writer';
const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
const sessionOnly = process.env.BENCH_ONLY === 'session' || profileDir !== null;
/** Bytes of one answer as sent with the given Accept-Encoding. @param {string} url @param {Record<string, string>} headers */
async function answerBytes(url, headers) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

async function main() {
  const tmpDir = makeTempDir('cms-bench-');
  console.log(`Starting a temporary Strapi (temp SQLite database, seeded, filled to ${GUIDES} guides)...`);
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const server = await startStrapi({
    logFile: path.join(tmpDir, 'strapi.log'),
    env: { ...databaseEnv(tmpDir, 'cms_bench'), ...BENCH_ENV },
    seed: true,
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  /** @type {{ requests: number, window: [number, number] }} */
  let profiled = { requests: 0, window: [0, 0] };
  try {
    const jwt = await loginDemo(server.url);
    const count = await fillGuides(server.url, jwt, BENCH_ADMIN, GUIDES);
    if (sessionOnly) {
      profiled = await sessionListBench({ url: server.url, pid: server.pid, jwt, skipHealth: profileDir !== null });
      return;
    }
    if (writerOnly) {
      await writerBench({ url: server.url, jwt, admin: BENCH_ADMIN, duration });
      return;
    }
    await sessionListBench({ url: server.url, pid: server.pid, jwt });
    const auth = { Authorization: `Bearer ${jwt}` };
    const modes = [
      { mode: 'before', query: 'spec', headers: { ...auth, 'Cache-Control': 'no-cache' } },
      { mode: 'cold', query: 'lean', headers: { ...auth, 'Cache-Control': 'no-cache', 'Accept-Encoding': 'br' } },
      { mode: 'warm', query: 'lean', headers: { ...auth, 'Accept-Encoding': 'br' } },
    ];

    const sizes = [];
    for (const endpoint of ENDPOINTS) {
      const spec = await answerBytes(`${server.url}${endpoint.spec}`, { ...auth, 'Cache-Control': 'no-cache' });
      const lean = await answerBytes(`${server.url}${endpoint.lean}`, { ...auth, 'Cache-Control': 'no-cache' });
      const gzip = await answerBytes(`${server.url}${endpoint.lean}`, { ...auth, 'Accept-Encoding': 'gzip' });
      const br = await answerBytes(`${server.url}${endpoint.lean}`, { ...auth, 'Accept-Encoding': 'br' });
      const items = endpoint.name.startsWith('list') ? count : 1;
      sizes.push({ endpoint: endpoint.name, 'before raw': kb(spec), 'lean raw': kb(lean), 'lean gzip': kb(gzip), 'lean br': kb(br), 'raw per guide': kb(lean / items) });
    }

    const rows = [];
    /** @type {Record<string, number>} */
    const rps = {};
    for (const endpoint of ENDPOINTS) {
      for (const { mode, query, headers } of modes) {
        const url = `${server.url}${endpoint[/** @type {'spec' | 'lean'} */ (query)]}`;
        for (const connections of [1, 16, 64]) {
          await settle(server.url);
          // Warm means warm: the answer is in the cache before the clock starts.
          if (mode === 'warm') await fetch(url, { headers }).then((response) => response.arrayBuffer());
          const cpuBefore = cpuMs(server.pid);
          const result = await measure({ url, headers, connections, duration });
          const cpuAfter = cpuMs(server.pid);
          rps[`${endpoint.name} ${mode} ${connections}`] = result.rps;
          rows.push({
            endpoint: endpoint.name,
            mode,
            c: connections,
            'req/s': round(result.rps),
            'p50 ms': result.p50,
            'p99 ms': result.p99,
            errors: result.errors,
            'bytes/answer': result.requests ? kb(result.bytes / result.requests) : '-',
            'cache hits': hitRatio(result),
            'server CPU ms/answer': cpuBefore !== undefined && cpuAfter !== undefined && result.requests ? Math.round(((cpuAfter - cpuBefore) / result.requests) * 100) / 100 : '-',
          });
        }
      }
    }
    console.log(`\nAnswer sizes (${count} guides in the list):`);
    console.table(sizes);
    console.log(`\nautocannon in a separate process, ${duration} s per run, ${server.url}`);
    console.table(rows);
    const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (a > 0 && b > 0 ? `${round(a / b)}x` : '-');
    for (const endpoint of ENDPOINTS) {
      for (const c of [1, 16, 64]) {
        const [before, cold, warm] = ['before', 'cold', 'warm'].map((mode) => rps[`${endpoint.name} ${mode} ${c}`]);
        console.log(`${endpoint.name} c=${c}: req/s warm/cold (uncached path) ${ratio(warm, cold)}, warm/before ${ratio(warm, before)}, cold/before ${ratio(cold, before)}`);
      }
    }
    await writerBench({ url: server.url, jwt, admin: BENCH_ADMIN, duration });
  } finally {
    await server.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
    // The profile is written when the server exits.
    if (profileDir) printHitProfile(profileDir, profiled);
  }
  if (!writerOnly && process.env.BENCH_CLUSTER !== 'false') await clusterBench({ duration, guides: GUIDES });
}

await main();
