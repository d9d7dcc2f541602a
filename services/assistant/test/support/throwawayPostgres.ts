import pg from 'pg';
import { postgresInstalled, startPostgres } from '@doorloopjes/dev-processes/postgres';
import { freePort } from './freePort.js';

export interface ThrowawayPostgres {
  /** Connection string of the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

/**
 * Whether the real-PostgreSQL tests run: always in CI (where missing binaries must fail the run,
 * .ci/run installs them), and locally when the binaries are there.
 */
export const runPostgresTests = process.env.CI === 'true' || postgresInstalled();

/**
 * The platform's throwaway PostgreSQL (@doorloopjes/dev-processes/postgres: temp dir, loopback, fsync off,
 * as Debian's postgres user when run as root) on a free port.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const cluster = startPostgres({ port: await freePort(), databases: [] });
  return { url: cluster.url('postgres'), stop: cluster.stop };
}

let schemas = 0;
/** A pool on a schema of its own in the cluster, so a test starts with empty tables. */
export async function freshSchemaPool(cluster: ThrowawayPostgres, max = 4): Promise<pg.Pool> {
  schemas += 1;
  const schema = `test_${process.pid}_${schemas}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return new pg.Pool({ connectionString: cluster.url, options: `-c search_path=${schema}`, max });
}
