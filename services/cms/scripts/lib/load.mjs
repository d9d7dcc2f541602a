// @ts-check
/** Runs one load measurement in a separate process (load-worker.mjs) and returns its figures. */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./load-worker.mjs', import.meta.url));

/**
 * @typedef {{ requests: number, rps: number, p50: number, p99: number, errors: number, bytes: number, cache: Record<string, number> }} LoadResult
 * @param {{ url: string, headers: Record<string, string>, connections: number, duration: number }} options
 * @returns {Promise<LoadResult>}
 */
export function measure(options) {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve(/** @type {LoadResult} */ (message)));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send(options);
  });
}

/**
 * CPU time (ms, user + system) a process has used so far, from /proc; undefined where there is
 * no /proc. Divided by the answers of a run it gives the server's cost per answer, a figure
 * that holds even when other work shares the machine.
 * @param {number} pid
 */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server has finished the work a run left queued (answers a cheap request fast
 * three times in a row), so one run's backlog is never measured as the next run's latency.
 * @param {string} baseUrl
 */
export async function settle(baseUrl) {
  let quick = 0;
  const deadline = Date.now() + 120_000;
  while (quick < 3 && Date.now() < deadline) {
    const started = Date.now();
    try {
      await fetch(`${baseUrl}/_health`, { signal: AbortSignal.timeout(30_000) });
    } catch {
      // still busy
    }
    quick = Date.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Share of answers served from the cache, as a percentage ('-' when no answer said). @param {LoadResult} result */
export function hitRatio(result) {
  const hits = result.cache.HIT ?? 0;
  const total = hits + (result.cache.MISS ?? 0) + (result.cache.BYPASS ?? 0);
  return total ? `${Math.round((hits / total) * 1000) / 10}%` : '-';
}
