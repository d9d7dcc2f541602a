import { createRequire } from 'node:module';
import knexFactory, { type Knex } from 'knex';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postgresInstalled, startPostgres, type Postgres } from '@doorloopjes/dev-processes/postgres';
import { findFreePort } from '@doorloopjes/dev-processes/ports';

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
const store = require('../src/control-plane/health/store.js') as {
  ensureHealthTables: (knex: Knex) => Promise<void>;
  recordSession: (knex: Knex, event: HealthEvent, now?: number) => Promise<void>;
  readRows: (knex: Knex, query: { environment: string; remote: string; version?: string; canary?: boolean; since: number }) => Promise<Row[]>;
  applyRetention: (knex: Knex, retention: { minuteDays: number; hourDays: number }, now?: number) => Promise<void>;
  MINUTES: string;
  HOURS: string;
};

type VersionKey = { environment: string; remote: string; version: string; canary: boolean };
const people = require('../src/control-plane/health/people.js') as {
  ensurePeopleTable: (knex: Knex) => Promise<void>;
  recordPerson: (knex: Knex, report: VersionKey & { failed: boolean }, userId: number, now?: number) => Promise<boolean>;
  countPeople: (knex: Knex, query: VersionKey & { since: number }) => Promise<{ users: number; failed: number }>;
  prunePeople: (knex: Knex, hours: number, now?: number) => Promise<void>;
  erasePerson: (knex: Knex, userId: number) => Promise<void>;
  PEOPLE: string;
};
const { recordReport } = require('../src/control-plane/health/record-report.js') as {
  recordReport: (knex: Knex, event: HealthEvent, userId: number, now?: number) => Promise<boolean>;
};

/** Sessions and failures of rows added up. */
const sumTally = (rows: Row[]) => rows.reduce((tally, row) => ({ sessions: tally.sessions + row.sessions, failed: tally.failed + row.failed }), { sessions: 0, failed: 0 });

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
  await people.ensurePeopleTable(knex);
});
afterEach(async () => {
  if (database === 'postgres') await Promise.all([knex.schema.dropTable(store.MINUTES), knex.schema.dropTable(store.HOURS), knex.schema.dropTable(people.PEOPLE)]);
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
    expect(sumTally(rows)).toEqual({ sessions: 5, failed: 2 });
  });

  it('keeps counts exact when many sessions of one row arrive at once', async () => {
    await Promise.all(Array.from({ length: 200 }, (_, index) => store.recordSession(knex, event({ outcome: index % 4 === 0 ? 'load-failed' : 'loaded' }), NOW)));
    const [row] = await store.readRows(knex, { environment: 'test', remote: 'content', since: 0 });
    expect(row).toMatchObject({ sessions: 200, failed: 50, loaded: 150 });
  });

});

describe('health per person', () => {
  const key = { environment: 'test', remote: 'content', version: '2.0.0', canary: true };

  it('counts one report per user, remote version and minute; the guard reads distinct users', async () => {
    // One account floods a minute with failures: the first report counts, the others nowhere.
    const counted = [];
    for (let index = 0; index < 50; index += 1) counted.push(await recordReport(knex, event({ outcome: 'load-failed', loadMs: null }), 7, NOW + index * 100));
    expect(counted.filter(Boolean)).toHaveLength(1);
    // The same account in the next minute is counted there, and is still one person.
    expect(await recordReport(knex, event({ outcome: 'load-failed', loadMs: null }), 7, NOW + 60_000)).toBe(true);
    expect(sumTally(await store.readRows(knex, { environment: 'test', remote: 'content', since: 0 }))).toEqual({ sessions: 2, failed: 2 });
    expect(await people.countPeople(knex, { ...key, since: 0 })).toEqual({ users: 1, failed: 1 });

    // Another remote or version of the same user is counted on its own.
    expect(await recordReport(knex, event({ remote: 'doorloopjes' }), 7, NOW)).toBe(true);
    for (let user = 100; user < 112; user += 1) await recordReport(knex, event({ outcome: user < 103 ? 'render-failed' : 'loaded' }), user, NOW);
    expect(await people.countPeople(knex, { ...key, since: 0 })).toEqual({ users: 13, failed: 4 });
    // A user who failed once in the window is a failing person, whatever else she reported.
    await recordReport(knex, event(), 7, NOW + 120_000);
    expect(await people.countPeople(knex, { ...key, since: 0 })).toEqual({ users: 13, failed: 4 });
    // Only the window counts: from the third minute on she only loaded.
    expect(await people.countPeople(knex, { ...key, since: Math.floor((NOW + 120_000) / 60_000) * 60_000 })).toEqual({ users: 1, failed: 0 });
  });

  it('counts a user once when her reports arrive at the same instant', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => people.recordPerson(knex, { ...key, failed: true }, 9, NOW)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await people.countPeople(knex, { ...key, since: 0 })).toEqual({ users: 1, failed: 1 });
  });

  it('keeps per-person rows for the retention only and erases a user\'s rows', async () => {
    await people.recordPerson(knex, { ...key, failed: false }, 1, NOW - 25 * 3_600_000);
    await people.recordPerson(knex, { ...key, failed: false }, 2, NOW - 60_000);
    await people.recordPerson(knex, { ...key, failed: false }, 3, NOW - 60_000);
    await people.prunePeople(knex, 24, NOW);
    expect(await people.countPeople(knex, { ...key, since: 0 })).toEqual({ users: 2, failed: 0 });
    await people.erasePerson(knex, 2);
    expect(await people.countPeople(knex, { ...key, since: 0 })).toEqual({ users: 1, failed: 0 });
  });
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
    expect(sumTally(await store.readRows(knex, { environment: 'test', remote: 'content', since: 0 }))).toEqual({ sessions: 4, failed: 1 });
  });
});
});
