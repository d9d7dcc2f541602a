import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { retentionCutoff, runRetention } from '../src/retention/retentionJob.js';
import { PostgresSessionStore } from '../src/store/postgresStore.js';
import { SqliteSessionStore } from '../src/store/sqliteStore.js';
import { ERASED_USER_MEMORY_MS, type SessionStore } from '../src/store/types.js';
import { freshSchemaPool, runPostgresTests, startThrowawayPostgres, type ThrowawayPostgres } from './support/throwawayPostgres.js';

/**
 * A user's export and erasure and the retention job, on both stores, with a fake clock: the
 * stores stamp messages with it and the job measures age with it.
 */
let cluster: ThrowawayPostgres | undefined;
beforeAll(async () => {
  if (runPostgresTests) cluster = await startThrowawayPostgres();
}, 60_000);
afterAll(() => cluster?.stop());

class FakeClock {
  constructor(private current: Date) {}
  readonly now = (): Date => new Date(this.current.getTime());
  set(iso: string): void {
    this.current = new Date(iso);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

const HOUR = 60 * 60 * 1000;
const twelveMonths = { months: 12, intervalMs: HOUR };

type Opener = (clock: FakeClock, pool?: pg.Pool) => Promise<SessionStore>;
const stores: Record<string, Opener> = {
  sqlite: async (clock) => new SqliteSessionStore(':memory:', clock.now),
  ...(runPostgresTests
    ? {
        postgres: async (clock: FakeClock, pool?: pg.Pool) => {
          if (!cluster) throw new Error('no PostgreSQL cluster');
          return PostgresSessionStore.open(pool ?? (await freshSchemaPool(cluster)), clock.now);
        },
      }
    : {}),
};

const say = (store: SessionStore, sessionId: string, userId: string, n: number) =>
  store.saveExchange({ sessionId, userId, userText: `vraag ${n}`, botText: `antwoord ${n}`, messageId: `m-${n}` });

describe('retentionCutoff', () => {
  it('goes back the configured number of calendar months', () => {
    expect(retentionCutoff(new Date('2026-11-25T10:00:00.000Z'), 12).toISOString()).toBe('2025-11-25T10:00:00.000Z');
    expect(retentionCutoff(new Date('2026-11-25T10:00:00.000Z'), 3).toISOString()).toBe('2026-08-25T10:00:00.000Z');
  });
});

for (const [name, open] of Object.entries(stores)) {
  describe(`${name} store: a user's data`, () => {
    let store: SessionStore | undefined;
    afterEach(async () => {
      await store?.close();
      store = undefined;
    });

    it('exports every conversation of one user with its messages and times, nothing of others', async () => {
      const clock = new FakeClock(new Date('2026-01-10T09:00:00.000Z'));
      store = await open(clock);
      await say(store, 's1', '7', 1);
      clock.set('2026-01-10T09:05:00.000Z');
      await say(store, 's1', '7', 2);
      clock.set('2026-02-01T12:00:00.000Z');
      await say(store, 's2', '7', 3);
      await say(store, 's3', '8', 4);

      expect(await store.conversationsOf('7')).toEqual([
        {
          id: 's1',
          createdAt: '2026-01-10T09:00:00.000Z',
          messages: [
            { sender: 'user', text: 'vraag 1', createdAt: '2026-01-10T09:00:00.000Z' },
            { sender: 'bot', text: 'antwoord 1', createdAt: '2026-01-10T09:00:00.000Z' },
            { sender: 'user', text: 'vraag 2', createdAt: '2026-01-10T09:05:00.000Z' },
            { sender: 'bot', text: 'antwoord 2', createdAt: '2026-01-10T09:05:00.000Z' },
          ],
        },
        {
          id: 's2',
          createdAt: '2026-02-01T12:00:00.000Z',
          messages: [
            { sender: 'user', text: 'vraag 3', createdAt: '2026-02-01T12:00:00.000Z' },
            { sender: 'bot', text: 'antwoord 3', createdAt: '2026-02-01T12:00:00.000Z' },
          ],
        },
      ]);
      expect(await store.conversationsOf('9')).toEqual([]);
    });

    it('erases all conversations of one user, remembers her for a day, and leaves others alone', async () => {
      const clock = new FakeClock(new Date('2026-03-01T08:00:00.000Z'));
      store = await open(clock);
      await say(store, 's1', '7', 1);
      await say(store, 's2', '7', 2);
      await say(store, 's3', '8', 3);

      expect(await store.eraseUser('7')).toEqual({ conversations: 2, messages: 4 });
      expect(await store.conversationsOf('7')).toEqual([]);
      expect(await store.history('s1', 100)).toEqual([]);
      expect(await store.ownerOf('s1')).toBeUndefined();
      expect(await store.conversationsOf('8')).toHaveLength(1);
      expect(await store.isErased('7')).toBe(true);
      expect(await store.isErased('8')).toBe(false);

      // After a day every cached verification has expired; the retention run forgets the id.
      clock.advance(ERASED_USER_MEMORY_MS + HOUR);
      expect(await store.isErased('7')).toBe(false);
      expect((await runRetention(store, twelveMonths, clock.now)).ran).toBe(true);
      expect(await store.isErased('7')).toBe(false);
    });

    it('removes conversations whose last message is older than the period, keeps the others', async () => {
      const clock = new FakeClock(new Date('2025-01-15T10:00:00.000Z'));
      store = await open(clock);
      await say(store, 'old', '7', 1);
      await say(store, 'revived', '7', 2);
      clock.set('2025-06-01T10:00:00.000Z');
      await say(store, 'revived', '7', 3);
      await say(store, 'recent', '8', 4);

      clock.set('2026-01-16T10:00:00.000Z');
      expect(await runRetention(store, twelveMonths, clock.now)).toEqual({ ran: true, conversations: 1 });
      expect(await store.ownerOf('old')).toBeUndefined();
      expect(await store.history('old', 100)).toEqual([]);
      expect(await store.history('revived', 100)).toHaveLength(4);
      expect(await store.ownerOf('recent')).toBe('8');

      // A shorter configured period reaches the newer ones too, once the interval has passed.
      expect((await runRetention(store, { months: 6, intervalMs: HOUR }, clock.now)).ran).toBe(false);
      clock.advance(HOUR);
      expect(await runRetention(store, { months: 6, intervalMs: HOUR }, clock.now)).toEqual({ ran: true, conversations: 2 });
      expect(await store.conversationsOf('7')).toEqual([]);
      expect(await store.conversationsOf('8')).toEqual([]);
    });
  });
}

describe.runIf(runPostgresTests)('retention on a PostgreSQL cluster', () => {
  it('runs on one instance only: the others skip it while it runs and until the interval has passed', async () => {
    if (!cluster) throw new Error('no PostgreSQL cluster');
    const clock = new FakeClock(new Date('2025-01-01T00:00:00.000Z'));
    const poolA = await freshSchemaPool(cluster);
    // Two instances on one database: a second pool on the first one's schema.
    const poolB = new pg.Pool({ connectionString: cluster.url, options: poolA.options.options, max: 4 });
    const instanceA = await PostgresSessionStore.open(poolA, clock.now);
    const instanceB = await PostgresSessionStore.open(poolB, clock.now);
    try {
      for (let n = 0; n < 20; n += 1) await say(instanceA, `s${n}`, String(n), n);
      clock.set('2026-06-01T00:00:00.000Z');
      const results = await Promise.all([
        runRetention(instanceA, twelveMonths, clock.now),
        runRetention(instanceB, twelveMonths, clock.now),
        runRetention(instanceA, twelveMonths, clock.now),
        runRetention(instanceB, twelveMonths, clock.now),
      ]);
      expect(results.filter((result) => result.ran)).toEqual([{ ran: true, conversations: 20 }]);
      clock.advance(HOUR);
      expect((await runRetention(instanceB, twelveMonths, clock.now)).ran).toBe(true);
    } finally {
      await instanceA.close();
      await instanceB.close();
    }
  });
});
