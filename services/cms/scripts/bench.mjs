// @ts-check
/**
 * `pnpm bench`: autocannon on loopback against a real Strapi. Measures the doorloopjes list query
 * of SPEC section 7 (250 items, populated), a slug detail query and /api/users/me with its
 * populate, each at concurrency 1 and 16, and prints requests/s with p50/p99 latency.
 *
 * BENCH_URL=http://127.0.0.1:1337 benchmarks a running, seeded instance; without it a temporary
 * instance (own port, temp SQLite database, seeded on boot) is started and stopped.
 * BENCH_DURATION sets the seconds per measurement (default 10).
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { databaseEnv, makeTempDir, startStrapi } from './lib/strapi-process.mjs';

const duration = Number(process.env.BENCH_DURATION || 10);
let baseUrl = process.env.BENCH_URL || '';
/** @type {(() => Promise<void>) | undefined} */
let stopServer;
const tmpDir = makeTempDir('cms-bench-');

if (!baseUrl) {
  console.log('Starting a temporary Strapi (temp SQLite database, seeded on boot)...');
  const server = await startStrapi({
    logFile: path.join(tmpDir, 'strapi.log'),
    env: { ...databaseEnv(tmpDir, 'cms_bench'), NODE_ENV: 'production', AUTH_RATE_LIMIT: 'true', MAILDEV: 'false',
      // production mode needs real secrets; these are throwaway values for this temporary instance
      APP_KEYS: 'benchA,benchB', ADMIN_JWT_SECRET: 'bench', API_TOKEN_SALT: 'bench', TRANSFER_TOKEN_SALT: 'bench',
      ENCRYPTION_KEY: 'bench', JWT_SECRET: 'bench', ADMIN_EMAIL: 'admin@bench.local', ADMIN_PASSWORD: 'Bench!Admin2026' },
  });
  baseUrl = server.url;
  stopServer = server.stop;
}

try {
  const login = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo@doorloopjes.nl', password: 'Doorloopjes!2026' }),
  });
  const { jwt } = /** @type {{ jwt: string }} */ (await login.json());
  if (!jwt) throw new Error(`login failed with status ${login.status}`);
  const headers = { Authorization: `Bearer ${jwt}` };

  const targets = [
    {
      name: 'GET /api/doorloopjes (list, 250, populated)',
      path:
        '/api/doorloopjes?sort[0]=book:asc&sort[1]=page:asc&pagination[pageSize]=250' +
        '&populate[steps][populate]=image&populate[theme]=true&populate[digidates][populate]=image',
    },
    {
      name: 'GET /api/doorloopjes?filters[slug] (detail)',
      path: '/api/doorloopjes?filters[slug][$eq]=hardop-denkend-voordoen&populate[steps][populate]=image&populate[theme]=true&populate[digidates][populate]=image',
    },
    {
      name: 'GET /api/users/me (populated lists)',
      path: '/api/users/me?populate[0]=favorite_doorloopjes&populate[1]=completed_doorloopjes&populate[2]=inprogress_doorloopjes',
    },
  ];

  const rows = [];
  for (const target of targets) {
    const check = await fetch(`${baseUrl}${target.path}`, { headers });
    if (check.status !== 200) throw new Error(`${target.name} answered ${check.status}`);
    for (const connections of [1, 16]) {
      const result = await autocannon({ url: `${baseUrl}${target.path}`, headers, connections, duration });
      if (result.non2xx > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx answers`);
      rows.push({
        endpoint: target.name,
        concurrency: connections,
        'req/s': Math.round(result.requests.average * 10) / 10,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        // connection errors/timeouts are reported, not hidden (timeouts: no answer within 10 s)
        errors: result.errors,
        timeouts: result.timeouts,
      });
    }
  }
  console.log(`\nautocannon, ${duration}s per run, ${baseUrl}`);
  console.table(rows);
} finally {
  await stopServer?.();
  fs.rmSync(tmpDir, { recursive: true, force: true });
}
