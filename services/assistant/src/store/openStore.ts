import pg from 'pg';
import { PostgresSessionStore } from './postgresStore.js';
import { SqliteSessionStore } from './sqliteStore.js';
import type { SessionStore } from './types.js';

/** PostgreSQL when a database URL is configured, otherwise the SQLite file. */
export async function openStore(options: { databaseUrl: string | undefined; sqlitePath: string }): Promise<SessionStore> {
  if (options.databaseUrl) {
    return PostgresSessionStore.open(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }));
  }
  return new SqliteSessionStore(options.sqlitePath);
}
