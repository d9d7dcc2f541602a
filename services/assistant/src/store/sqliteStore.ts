import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ERASED_USER_MEMORY_MS, SessionOwnershipError } from './types.js';
import type { Clock, ErasureResult, Exchange, ExportedConversation, RetentionResult, SessionStore, StoredMessage } from './types.js';
import { groupConversations, type ConversationRow } from './groupConversations.js';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    sender TEXT NOT NULL CHECK (sender IN ('user', 'bot')),
    text TEXT NOT NULL,
    message_id TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS messages_by_session ON messages (session_id, seq);
  CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id);
  CREATE TABLE IF NOT EXISTS erased_users (
    user_id TEXT PRIMARY KEY,
    erased_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS job_runs (
    name TEXT PRIMARY KEY,
    last_run_at TEXT NOT NULL
  );
`;

/** Sessions whose newest message (or, without messages, the session itself) is older than ?. */
const EXPIRED_SESSIONS = `
  SELECT s.id FROM sessions s
  WHERE COALESCE((SELECT MAX(m.created_at) FROM messages m WHERE m.session_id = s.id), s.created_at) < ?`;

interface MessageRow {
  sender: 'user' | 'bot';
  text: string;
}


/** The default store: one SQLite file, so sessions survive a restart without any server. */
export class SqliteSessionStore implements SessionStore {
  private readonly db: Database.Database;
  private readonly saveTx: (exchange: Exchange) => void;

  constructor(
    file: string,
    private readonly now: Clock = () => new Date(),
  ) {
    if (file !== ':memory:') {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Teachers' conversations: owner-only. Created empty with that mode (SQLite then gives its
      // WAL files the same), and tightened if an older start left it readable by others.
      if (!fs.existsSync(file)) fs.writeFileSync(file, '', { mode: 0o600 });
      fs.chmodSync(file, 0o600);
    }
    this.db = new Database(file);
    // WAL lets history reads run while a reply is being written.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);

    const insertSession = this.db.prepare(
      'INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING',
    );
    const owner = this.db.prepare<[string], { user_id: string }>('SELECT user_id FROM sessions WHERE id = ?');
    const insertMessage = this.db.prepare(
      'INSERT INTO messages (session_id, sender, text, message_id, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.saveTx = this.db.transaction((exchange: Exchange) => {
      const now = this.now().toISOString();
      insertSession.run(exchange.sessionId, exchange.userId, now);
      if (owner.get(exchange.sessionId)?.user_id !== exchange.userId) throw new SessionOwnershipError();
      insertMessage.run(exchange.sessionId, 'user', exchange.userText, null, now);
      insertMessage.run(exchange.sessionId, 'bot', exchange.botText, exchange.messageId, now);
    });
  }

  async ownerOf(sessionId: string): Promise<string | undefined> {
    const row = this.db
      .prepare<[string], { user_id: string }>('SELECT user_id FROM sessions WHERE id = ?')
      .get(sessionId);
    return row?.user_id;
  }

  async history(sessionId: string, limit: number): Promise<StoredMessage[]> {
    const rows = this.db
      .prepare<[string, number], MessageRow>(
        `SELECT sender, text FROM (
           SELECT seq, sender, text FROM messages WHERE session_id = ? ORDER BY seq DESC LIMIT ?
         ) ORDER BY seq ASC`,
      )
      .all(sessionId, limit);
    return rows.map((row) => ({ sender: row.sender, text: row.text }));
  }

  async saveExchange(exchange: Exchange): Promise<void> {
    this.saveTx(exchange);
  }

  async conversationsOf(userId: string): Promise<ExportedConversation[]> {
    const rows = this.db
      .prepare<[string], ConversationRow>(
        `SELECT s.id AS session_id, s.created_at AS session_created_at, m.sender, m.text, m.created_at
         FROM sessions s LEFT JOIN messages m ON m.session_id = s.id
         WHERE s.user_id = ? ORDER BY s.created_at, s.id, m.seq`,
      )
      .all(userId);
    return groupConversations(rows);
  }

  async eraseUser(userId: string): Promise<ErasureResult> {
    return this.db.transaction(() => {
      const messages = this.db
        .prepare<[string], { n: number }>(
          'SELECT COUNT(*) AS n FROM messages WHERE session_id IN (SELECT id FROM sessions WHERE user_id = ?)',
        )
        .get(userId)?.n ?? 0;
      const conversations = this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId).changes;
      this.db
        .prepare('INSERT INTO erased_users (user_id, erased_at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET erased_at = excluded.erased_at')
        .run(userId, this.now().toISOString());
      return { conversations, messages };
    })();
  }

  async isErased(userId: string): Promise<boolean> {
    const since = new Date(this.now().getTime() - ERASED_USER_MEMORY_MS).toISOString();
    return this.db.prepare('SELECT 1 FROM erased_users WHERE user_id = ? AND erased_at >= ?').get(userId, since) !== undefined;
  }

  async removeExpired(cutoff: Date, minIntervalMs: number): Promise<RetentionResult> {
    // One process owns an SQLite file; the run record only keeps restarts from repeating the job.
    return this.db.transaction((): RetentionResult => {
      const now = this.now();
      const last = this.db.prepare<[], { last_run_at: string }>("SELECT last_run_at FROM job_runs WHERE name = 'retention'").get();
      if (last && now.getTime() - Date.parse(last.last_run_at) < minIntervalMs) return { ran: false, conversations: 0 };
      const conversations = this.db.prepare(`DELETE FROM sessions WHERE id IN (${EXPIRED_SESSIONS})`).run(cutoff.toISOString()).changes;
      this.db
        .prepare('DELETE FROM erased_users WHERE erased_at < ?')
        .run(new Date(now.getTime() - ERASED_USER_MEMORY_MS).toISOString());
      this.db
        .prepare("INSERT INTO job_runs (name, last_run_at) VALUES ('retention', ?) ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at")
        .run(now.toISOString());
      return { ran: true, conversations };
    })();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
