// @ts-check
/** Runs one load measurement in a separate process (load-worker.mjs) and returns its figures. */
import { fork } from 'node:child_process';
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

/** Share of answers served from the cache, as a percentage ('-' when no answer said). @param {LoadResult} result */
export function hitRatio(result) {
  const hits = result.cache.HIT ?? 0;
  const total = hits + (result.cache.MISS ?? 0) + (result.cache.BYPASS ?? 0);
  return total ? `${Math.round((hits / total) * 1000) / 10}%` : '-';
}
