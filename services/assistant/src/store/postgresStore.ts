import type { Pool, PoolClient } from 'pg';
import { SessionOwnershipError, type Exchange, type SessionStore, type StoredMessage } from './types.js';

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
];

interface MessageRow {
  sender: 'user' | 'bot';
  text: string;
}

/**
 * The production store. Tables are prefixed so the assistant can share a database with the
 * content service without clashing with Strapi's tables.
 */
export class PostgresSessionStore implements SessionStore {
  private constructor(private readonly pool: Pool) {}

  static async open(pool: Pool): Promise<PostgresSessionStore> {
    for (const statement of SCHEMA) await pool.query(statement);
    return new PostgresSessionStore(pool);
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
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await this.writeExchange(client, exchange);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  private async writeExchange(client: PoolClient, exchange: Exchange): Promise<void> {
    await client.query(
      'INSERT INTO assistant_sessions (id, user_id) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
      [exchange.sessionId, exchange.userId],
    );
    const owner = await client.query<{ user_id: string }>(
      'SELECT user_id FROM assistant_sessions WHERE id = $1',
      [exchange.sessionId],
    );
    if (owner.rows[0]?.user_id !== exchange.userId) throw new SessionOwnershipError();
    await client.query(
      `INSERT INTO assistant_messages (session_id, sender, text, message_id) VALUES ($1, 'user', $2, NULL)`,
      [exchange.sessionId, exchange.userText],
    );
    await client.query(
      `INSERT INTO assistant_messages (session_id, sender, text, message_id) VALUES ($1, 'bot', $2, $3)`,
      [exchange.sessionId, exchange.botText, exchange.messageId],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
