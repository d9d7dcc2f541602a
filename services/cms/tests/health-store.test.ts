import { createRequire } from 'node:module';
import knexFactory, { type Knex } from 'knex';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postgresInstalled, startPostgres, type Postgres } from '../../../scripts/lib/postgres.mjs';
import { findFreePort } from '../scripts/lib/strapi-process.mjs';

const require = createRequire(import.meta.url);

type Outcome = 'loaded' | 'load-failed' | 'render-failed';
interface HealthEvent {
  environment: string;
  remote: string;
  version: string;
  canary: boolean;
  outcome: Outcome;
  loadMs: number | null;
}
interface Row {
  version: string;
  canary: boolean;
  bucket: number;
  sessions: number;
  loaded: number;
  failed: number;
  histogram: number[];
}
const store = require('../src/remote-health/store.js') as {
  ensureHealthTables: (knex: Knex) => Promise<void>;
  recordSession: (knex: Knex, event: HealthEvent, now?: number) => Promise<void>;
  readRows: (knex: Knex, query: { environment: string; remote: string; version?: string; canary?: boolean; since: number }) => Promise<Row[]>;
  sumTally: (rows: Row[]) => { sessions: number; failed: number };
  latestSessions: (knex: Knex, key: { environment: string; remote: string; version: string; canary: boolean }, wanted: number) => Promise<{ sessions: number; failed: number }>;
  applyRetention: (knex: Knex, retention: { minuteDays: number; hourDays: number }, now?: number) => Promise<void>;
  MINUTES: string;
  HOURS: string;
};

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12, 30, 20);
const event = (overrides: Partial<HealthEvent> = {}): HealthEvent => ({
  environment: 'test',
  remote: 'content',
  version: '2.0.0',
  canary: true,
  outcome: 'loaded',
  loadMs: 420,
  ...overrides,
});

/**
 * The same tests on SQLite and, where it is installed, on a throwaway PostgreSQL with a pool of
 * connections, where concurrent upserts of one row really run at once.
 */
let postgres: Postgres | null = null;
beforeAll(async () => {
  if (postgresInstalled()) postgres = startPostgres({ port: await findFreePort(), databases: ['health_store'] });
}, 120_000);
afterAll(() => postgres?.stop());

const databases = ['sqlite', ...(postgresInstalled() ? ['postgres'] : [])] as const;

describe.each(databases)('on %s', (database) => {
let knex: Knex;
beforeEach(async () => {
  knex =
    database === 'sqlite'
      ? knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true })
      : knexFactory({ client: 'pg', connection: postgres!.url('health_store'), pool: { min: 0, max: 10 } });
  await store.ensureHealthTables(knex);
});
afterEach(async () => {
  if (database === 'postgres') await Promise.all([knex.schema.dropTable(store.MINUTES), knex.schema.dropTable(store.HOURS)]);
  await knex.destroy();
});

describe('health aggregation', () => {
  it('adds sessions of one minute, version and flag into one row, with outcome and load-time bucket', async () => {
    await store.recordSession(knex, event(), NOW);
    await store.recordSession(knex, event({ loadMs: 90 }), NOW + 5_000);
    await store.recordSession(knex, event({ outcome: 'load-failed', loadMs: 10_000 }), NOW + 10_000);
    await store.recordSession(knex, event({ outcome: 'render-failed', loadMs: 300 }), NOW + 20_000);
    await store.recordSession(knex, event({ canary: false, version: '1.0.0' }), NOW);
    // The next minute is a row of its own.
    await store.recordSession(knex, event(), NOW + 60_000);

    expect(Number((await knex(store.MINUTES).count({ n: '*' }))[0]!.n)).toBe(3);
    const rows = await store.readRows(knex, { environment: 'test', remote: 'content', version: '2.0.0', canary: true, since: 0 });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ bucket: Date.UTC(2026, 5, 15, 12, 30), sessions: 4, loaded: 2, failed: 2 });
    // 90 ms in the first bucket, 300 ms in the third, 420 ms in the fourth; a failed load has no time.
    expect(rows[0]!.histogram).toEqual([1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(store.sumTally(rows)).toEqual({ sessions: 5, failed: 2 });
  });

  it('keeps counts exact when many sessions of one row arrive at once', async () => {
    await Promise.all(Array.from({ length: 200 }, (_, index) => store.recordSession(knex, event({ outcome: index % 4 === 0 ? 'load-failed' : 'loaded' }), NOW)));
    const [row] = await store.readRows(knex, { environment: 'test', remote: 'content', since: 0 });
    expect(row).toMatchObject({ sessions: 200, failed: 50, loaded: 150 });
  });

  it('finds a version\'s latest sessions back in time, whole minutes until enough', async () => {
    for (let minute = 0; minute < 10; minute += 1) {
      await Promise.all(
        Array.from({ length: 100 }, (_, session) =>
          store.recordSession(knex, event({ canary: false, version: '1.0.0', outcome: minute < 5 && session === 0 ? 'load-failed' : 'loaded' }), NOW - minute * 60_000),
        ),
      );
    }
    expect(await store.latestSessions(knex, { environment: 'test', remote: 'content', version: '1.0.0', canary: false }, 500)).toEqual({ sessions: 500, failed: 5 });
    expect(await store.latestSessions(knex, { environment: 'test', remote: 'content', version: '1.0.0', canary: false }, 5000)).toEqual({ sessions: 1000, failed: 5 });
  }, 60_000);
});

describe('health retention', () => {
  it('folds minutes older than 30 days into hours, keeps recent minutes, drops old hours', async () => {
    const old = NOW - 31 * DAY;
    await store.recordSession(knex, event(), old);
    await store.recordSession(knex, event({ outcome: 'load-failed' }), old + 60_000);
    await store.recordSession(knex, event({ loadMs: 5_000 }), old + 120_000);
    await store.recordSession(knex, event(), NOW - 29 * DAY);
    await store.recordSession(knex, event(), NOW - 500 * DAY);

    await store.applyRetention(knex, { minuteDays: 30, hourDays: 400 }, NOW);

    const minutes = await knex(store.MINUTES).select('bucket');
    expect(minutes.map((row: { bucket: number }) => Number(row.bucket))).toEqual([Math.floor((NOW - 29 * DAY) / 60_000) * 60_000]);
    const hours = await store.readRows(knex, { environment: 'test', remote: 'content', since: 0 });
    const folded = hours.filter((row) => row.bucket < NOW - 30 * DAY);
    expect(folded).toEqual([
      expect.objectContaining({ bucket: Math.floor(old / 3_600_000) * 3_600_000, sessions: 3, loaded: 2, failed: 1 }),
    ]);
    expect(folded[0]!.histogram[3]).toBe(1);
    expect(folded[0]!.histogram[9]).toBe(1);

    // Running it again changes nothing: folded minutes are gone, so nothing is added twice.
    await store.applyRetention(knex, { minuteDays: 30, hourDays: 400 }, NOW);
    expect(store.sumTally(await store.readRows(knex, { environment: 'test', remote: 'content', since: 0 }))).toEqual({ sessions: 4, failed: 1 });
  });
});
});
