import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/http/rateLimiter.js';
import { PostgresSessionStore } from '../src/store/postgresStore.js';
import { SqliteSessionStore } from '../src/store/sqliteStore.js';
import { SessionOwnershipError, type SessionStore } from '../src/store/types.js';
import { freshSchemaPool, runPostgresTests, startThrowawayPostgres, type ThrowawayPostgres } from './support/throwawayPostgres.js';

/**
 * One contract for both stores, each against the real thing: an SQLite file in memory, and a
 * throwaway PostgreSQL cluster (always in CI; locally when Debian's postgresql is installed).
 */
let cluster: ThrowawayPostgres | undefined;
beforeAll(async () => {
  if (runPostgresTests) cluster = await startThrowawayPostgres();
}, 60_000);
afterAll(() => cluster?.stop());

/** A pool on a schema of its own, so every test starts with empty tables. */
async function freshPool(): Promise<pg.Pool> {
  if (!cluster) throw new Error('no PostgreSQL cluster');
  return freshSchemaPool(cluster);
}

const stores: Record<string, () => Promise<SessionStore>> = {
  sqlite: async () => new SqliteSessionStore(':memory:'),
  ...(runPostgresTests ? { postgres: async () => PostgresSessionStore.open(await freshPool()) } : {}),
};

const exchange = (sessionId: string, userId: string, n: number) => ({
  sessionId,
  userId,
  userText: `vraag ${n}`,
  botText: `antwoord ${n}`,
  messageId: `m-${n}`,
});

for (const [name, open] of Object.entries(stores)) {
  describe(`${name} session store`, () => {
    let store: SessionStore | undefined;
    afterEach(async () => {
      await store?.close();
    });

    it('creates a session on its first exchange and keeps messages in order', async () => {
      store = await open();
      expect(await store.ownerOf('s1')).toBeUndefined();
      for (let n = 1; n <= 3; n += 1) await store.saveExchange(exchange('s1', 'u1', n));
      expect(await store.ownerOf('s1')).toBe('u1');
      expect(await store.history('s1', 100)).toEqual([
        { sender: 'user', text: 'vraag 1' },
        { sender: 'bot', text: 'antwoord 1' },
        { sender: 'user', text: 'vraag 2' },
        { sender: 'bot', text: 'antwoord 2' },
        { sender: 'user', text: 'vraag 3' },
        { sender: 'bot', text: 'antwoord 3' },
      ]);
    });

    it('returns the latest messages, oldest first, when limited', async () => {
      store = await open();
      for (let n = 1; n <= 3; n += 1) await store.saveExchange(exchange('s1', 'u1', n));
      expect((await store.history('s1', 3)).map((message) => message.text)).toEqual(['antwoord 2', 'vraag 3', 'antwoord 3']);
    });

    it("refuses to write into another user's session and writes nothing", async () => {
      store = await open();
      await store.saveExchange(exchange('s1', 'u1', 1));
      await expect(store.saveExchange(exchange('s1', 'u2', 2))).rejects.toBeInstanceOf(SessionOwnershipError);
      expect(await store.history('s1', 100)).toHaveLength(2);
      expect(await store.ownerOf('s1')).toBe('u1');
    });

    it('keeps sessions apart', async () => {
      store = await open();
      await store.saveExchange(exchange('s1', 'u1', 1));
      await store.saveExchange(exchange('s2', 'u1', 2));
      expect((await store.history('s2', 100)).map((message) => message.text)).toEqual(['vraag 2', 'antwoord 2']);
    });
  });
}

describe.runIf(runPostgresTests)('rate limit shared through PostgreSQL', () => {
  it('counts the messages of one user across instances of the assistant', async () => {
    const pool = await freshPool();
    const other = new pg.Pool({ connectionString: cluster?.url, options: pool.options.options, max: 2 });
    try {
      const first = await RateLimiter.shared(pool, 3);
      const second = await RateLimiter.shared(other, 3);
      expect((await first.take('u1')).allowed).toBe(true);
      expect((await second.take('u1')).allowed).toBe(true);
      expect((await first.take('u1')).allowed).toBe(true);
      const refused = await second.take('u1');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      // Per user, never per address: another teacher is not affected.
      expect((await second.take('u2')).allowed).toBe(true);
    } finally {
      await other.end();
      await pool.end();
    }
  });
});
