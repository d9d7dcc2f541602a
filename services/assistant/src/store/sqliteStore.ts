import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SessionOwnershipError, type Exchange, type SessionStore, type StoredMessage } from './types.js';

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
`;

interface MessageRow {
  sender: 'user' | 'bot';
  text: string;
}

/** The default store: one SQLite file, so sessions survive a restart without any server. */
export class SqliteSessionStore implements SessionStore {
  private readonly db: Database.Database;
  private readonly saveTx: (exchange: Exchange) => void;

  constructor(file: string) {
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
      const now = new Date().toISOString();
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

  async close(): Promise<void> {
    this.db.close();
  }
}
