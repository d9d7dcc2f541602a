import { newDb } from 'pg-mem';
import type { Pool } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresSessionStore } from '../src/store/postgresStore.js';
import { SqliteSessionStore } from '../src/store/sqliteStore.js';
import { SessionOwnershipError, type SessionStore } from '../src/store/types.js';

/**
 * One contract for both stores. PostgreSQL runs in memory (pg-mem, through the real `pg` client
 * API), so the SQL the production store sends is exercised without a database server.
 */
const stores: Record<string, () => Promise<SessionStore>> = {
  sqlite: async () => new SqliteSessionStore(':memory:'),
  postgres: async () => {
    const { Pool: MemPool } = newDb().adapters.createPg() as { Pool: new () => Pool };
    return PostgresSessionStore.open(new MemPool());
  },
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
