import type { Pool, PoolClient } from 'pg';
import { groupConversations, type ConversationRow } from './groupConversations.js';
import { ERASED_USER_MEMORY_MS, SessionOwnershipError } from './types.js';
import type { Clock, ErasureResult, Exchange, ExportedConversation, RetentionResult, SessionStore, StoredMessage } from './types.js';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS assistant_sessions (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     created_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS assistant_messages (
     seq BIGSERIAL PRIMARY KEY,
     session_id TEXT NOT NULL REFERENCES assistant_sessions(id) ON DELETE CASCADE,
     sender TEXT NOT NULL CHECK (sender IN ('user', 'bot')),
     text TEXT NOT NULL,
     message_id TEXT,
     created_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  'CREATE INDEX IF NOT EXISTS assistant_messages_by_session ON assistant_messages (session_id, seq)',
  'CREATE INDEX IF NOT EXISTS assistant_sessions_by_user ON assistant_sessions (user_id)',
  `CREATE TABLE IF NOT EXISTS assistant_erased_users (
     user_id TEXT PRIMARY KEY,
     erased_at TIMESTAMPTZ NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS assistant_job_runs (
     name TEXT PRIMARY KEY,
     last_run_at TIMESTAMPTZ NOT NULL
   )`,
];

/** pg returns timestamptz columns as Dates. */
interface PostgresConversationRow extends Omit<ConversationRow, 'session_created_at' | 'created_at'> {
  session_created_at: Date;
  created_at: Date | null;
}

/** Key of the transaction-scoped advisory lock that lets one instance of a cluster run retention. */
const RETENTION_LOCK = 'assistant_retention';

interface MessageRow {
  sender: 'user' | 'bot';
  text: string;
}

/**
 * The production store. Tables are prefixed so the assistant can share a database with the
 * content service without clashing with Strapi's tables.
 */
export class PostgresSessionStore implements SessionStore {
  private constructor(
    private readonly pool: Pool,
    private readonly now: Clock,
  ) {}

  static async open(pool: Pool, now: Clock = () => new Date()): Promise<PostgresSessionStore> {
    for (const statement of SCHEMA) await pool.query(statement);
    return new PostgresSessionStore(pool, now);
  }

  async ownerOf(sessionId: string): Promise<string | undefined> {
    const result = await this.pool.query<{ user_id: string }>(
      'SELECT user_id FROM assistant_sessions WHERE id = $1',
      [sessionId],
    );
    return result.rows[0]?.user_id;
  }

  async history(sessionId: string, limit: number): Promise<StoredMessage[]> {
    const result = await this.pool.query<MessageRow & { seq: string }>(
      `SELECT seq, sender, text FROM assistant_messages WHERE session_id = $1 ORDER BY seq DESC LIMIT $2`,
      [sessionId, limit],
    );
    return result.rows.reverse().map((row) => ({ sender: row.sender, text: row.text }));
  }

  async saveExchange(exchange: Exchange): Promise<void> {
    await this.inTransaction((client) => this.writeExchange(client, exchange));
  }

  async conversationsOf(userId: string): Promise<ExportedConversation[]> {
    const result = await this.pool.query<PostgresConversationRow>(
      `SELECT s.id AS session_id, s.created_at AS session_created_at, m.sender, m.text, m.created_at
       FROM assistant_sessions s LEFT JOIN assistant_messages m ON m.session_id = s.id
       WHERE s.user_id = $1 ORDER BY s.created_at, s.id, m.seq`,
      [userId],
    );
    // ISO strings like SQLite's, so an export looks the same on either store.
    return groupConversations(
      result.rows.map((row) => ({
        ...row,
        session_created_at: row.session_created_at.toISOString(),
        created_at: row.created_at?.toISOString() ?? null,
      })),
    );
  }

  async eraseUser(userId: string): Promise<ErasureResult> {
    return this.inTransaction(async (client) => {
      const messages = await client.query<{ n: string }>(
        `SELECT COUNT(*) AS n FROM assistant_messages WHERE session_id IN (SELECT id FROM assistant_sessions WHERE user_id = $1)`,
        [userId],
      );
      const sessions = await client.query('DELETE FROM assistant_sessions WHERE user_id = $1', [userId]);
      await client.query(
        `INSERT INTO assistant_erased_users (user_id, erased_at) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET erased_at = excluded.erased_at`,
        [userId, this.now()],
      );
      return { conversations: sessions.rowCount ?? 0, messages: Number(messages.rows[0]?.n ?? 0) };
    });
  }

  async isErased(userId: string): Promise<boolean> {
    const since = new Date(this.now().getTime() - ERASED_USER_MEMORY_MS);
    const result = await this.pool.query('SELECT 1 FROM assistant_erased_users WHERE user_id = $1 AND erased_at >= $2', [userId, since]);
    return (result.rowCount ?? 0) > 0;
  }

  async removeExpired(cutoff: Date, minIntervalMs: number): Promise<RetentionResult> {
    return this.inTransaction(async (client): Promise<RetentionResult> => {
      // Every instance schedules the job; the lock lets one run it at a time and the run record
      // makes the others skip it until the interval has passed.
      const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [RETENTION_LOCK]);
      if (!lock.rows[0]?.locked) return { ran: false, conversations: 0 };
      const now = this.now();
      const last = await client.query<{ last_run_at: Date }>("SELECT last_run_at FROM assistant_job_runs WHERE name = 'retention'");
      const lastRun = last.rows[0]?.last_run_at;
      if (lastRun && now.getTime() - lastRun.getTime() < minIntervalMs) return { ran: false, conversations: 0 };
      const removed = await client.query(
        `DELETE FROM assistant_sessions WHERE id IN (
           SELECT s.id FROM assistant_sessions s
           WHERE COALESCE((SELECT MAX(m.created_at) FROM assistant_messages m WHERE m.session_id = s.id), s.created_at) < $1)`,
        [cutoff],
      );
      await client.query('DELETE FROM assistant_erased_users WHERE erased_at < $1', [new Date(now.getTime() - ERASED_USER_MEMORY_MS)]);
      await client.query(
        `INSERT INTO assistant_job_runs (name, last_run_at) VALUES ('retention', $1)
         ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at`,
        [now],
      );
      return { ran: true, conversations: removed.rowCount ?? 0 };
    });
  }

  private async inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  private async writeExchange(client: PoolClient, exchange: Exchange): Promise<void> {
    const now = this.now();
    await client.query(
      'INSERT INTO assistant_sessions (id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [exchange.sessionId, exchange.userId, now],
    );
    const owner = await client.query<{ user_id: string }>(
      'SELECT user_id FROM assistant_sessions WHERE id = $1',
      [exchange.sessionId],
    );
    if (owner.rows[0]?.user_id !== exchange.userId) throw new SessionOwnershipError();
    await client.query(
      `INSERT INTO assistant_messages (session_id, sender, text, message_id, created_at) VALUES ($1, 'user', $2, NULL, $3)`,
      [exchange.sessionId, exchange.userText, now],
    );
    await client.query(
      `INSERT INTO assistant_messages (session_id, sender, text, message_id, created_at) VALUES ($1, 'bot', $2, $3, $4)`,
      [exchange.sessionId, exchange.botText, exchange.messageId, now],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

