// @ts-check
/**
 * Runs the cms API tests against a throwaway PostgreSQL cluster (the platform's, from
 * @doorloopjes/dev-processes/postgres) on 127.0.0.1:$PGPORT (default 55432), with DATABASE_CLIENT=postgres,
 * and always stops and removes the cluster afterwards. Installs Debian's postgresql with apt-get
 * when no PostgreSQL binaries are present (needs root). Arguments go to vitest.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cmsDatabaseEnv, postgresInstalled, startPostgres } from '@doorloopjes/dev-processes/postgres';
import { APP_DIR } from './lib/strapi-process.mjs';

if (!postgresInstalled()) {
  if (process.getuid?.() !== 0) {
    console.error('PostgreSQL is not installed and installing it needs root (apt-get install postgresql).');
    process.exit(1);
  }
  console.log("[test-postgres] installing Debian's postgresql package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) process.exit(1);
  }
  // The package may create and start a default cluster; this script does not use it.
  spawnSync('sh', ['-c', 'pg_lsclusters --no-header 2>/dev/null | while read -r v n _; do pg_ctlcluster "$v" "$n" stop; done'], { stdio: 'ignore' });
}

const port = Number(process.env.PGPORT || 55432);
console.log(`[test-postgres] a throwaway cluster on 127.0.0.1:${port}`);
const pg = startPostgres({ port, databases: ['cms_test', 'cms_seed_test'] });
let status = 1;
try {
  console.log('[test-postgres] running the API tests against PostgreSQL');
  const result = spawnSync(path.join(APP_DIR, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], {
    cwd: APP_DIR,
    stdio: 'inherit',
    env: { ...process.env, ...cmsDatabaseEnv(pg, 'cms_test'), SEED_TEST_DATABASE_NAME: 'cms_seed_test' },
  });
  status = result.status ?? 1;
} finally {
  pg.stop();
}
process.exit(status);
