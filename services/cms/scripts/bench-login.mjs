// @ts-check
/**
 * `pnpm --filter cms bench:login`: Monday 8:25 at a school. Creates BENCH_LOGIN_ACCOUNTS (300)
 * confirmed accounts through the admin API, then logs each in once from this one address, the
 * logins started evenly over BENCH_LOGIN_SECONDS (50, so all are done within a minute), and
 * prints how many were refused (429, must be 0) and the p50/p99 login time.
 *
 * Target: BENCH_LOGIN_URL (default http://localhost:1337, the cluster profile's nginx), with the
 * admin account from ADMIN_EMAIL/ADMIN_PASSWORD (local default otherwise).
 * `--self` instead starts two temporary instances (temp SQLite, own ports) and runs the same load
 * against both in one run: login limits off (before) and on (after), to show what they cost.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createConfirmedAccounts, loginRequest } from './lib/accounts.mjs';
import { databaseEnv, makeTempDir, startStrapi } from './lib/strapi-process.mjs';

const { values } = parseArgs({ options: { self: { type: 'boolean', default: false } }, allowPositionals: true });
const count = Number(process.env.BENCH_LOGIN_ACCOUNTS || 300);
const spreadSeconds = Number(process.env.BENCH_LOGIN_SECONDS || 50);

/** @param {number[]} sorted @param {number} q */
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {string} label
 * @param {string} baseUrl
 */
async function run(label, baseUrl) {
  const setupStarted = Date.now();
  const accounts = await createConfirmedAccounts(baseUrl, { count, prefix: 'bench-login', concurrency: 4 });
  console.log(`[${label}] ${count} accounts created in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);

  // One login at a time first: the cost of a login (mostly the bcrypt check) without queueing.
  const single = [];
  for (const account of accounts.slice(0, 10)) {
    const t0 = performance.now();
    await loginRequest(baseUrl, account.email, account.password);
    single.push(performance.now() - t0);
  }
  single.sort((a, b) => a - b);
  console.log(`[${label}] one at a time: login p50 ${percentile(single, 0.5).toFixed(0)} ms; now ${count} logins over ${spreadSeconds} s...`);

  const started = Date.now();
  const results = await Promise.all(
    accounts.map(async (account, i) => {
      await sleep((i * spreadSeconds * 1000) / count);
      const t0 = performance.now();
      try {
        const { status } = await loginRequest(baseUrl, account.email, account.password);
        return { status, ms: performance.now() - t0 };
      } catch {
        return { status: 0, ms: performance.now() - t0 };
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const ok = results.filter((r) => r.status === 200).length;
  const refused = results.filter((r) => r.status === 429).length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `[${label}] ${baseUrl}: ${ok} ok, refused (429) ${refused}, other failures ${count - ok - refused}; ` +
      `login p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms, ` +
      `max ${times[times.length - 1].toFixed(0)} ms; all done in ${elapsed.toFixed(1)} s`,
  );
  return refused;
}

/** @param {string} label @param {Record<string, string>} env */
async function withTemporaryInstance(label, env) {
  const tmpDir = makeTempDir('cms-bench-login-');
  console.log(`[${label}] starting a temporary Strapi (temp SQLite database)...`);
  const server = await startStrapi({
    logFile: path.join(tmpDir, 'strapi.log'),
    env: { ...databaseEnv(tmpDir, 'cms_bench_login'), MAILDEV: 'false', SMTP_PORT: '1', ...env },
  });
  try {
    return await run(label, server.url);
  } finally {
    await server.stop();
  }
}

let refused = 0;
if (values.self) {
  await withTemporaryInstance('limits off', { AUTH_RATE_LIMIT: 'false' });
  refused = await withTemporaryInstance('limits on', { AUTH_RATE_LIMIT: 'true' });
} else {
  refused = await run('login', process.env.BENCH_LOGIN_URL || 'http://localhost:1337');
}
// A refused teacher is a failure of this benchmark, not just a figure.
process.exitCode = refused === 0 ? 0 : 1;
