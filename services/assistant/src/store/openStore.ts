import pg from 'pg';
import { PostgresSessionStore } from './postgresStore.js';
import { SqliteSessionStore } from './sqliteStore.js';
import type { SessionStore } from './types.js';

export interface OpenedStore {
  store: SessionStore;
  /** The PostgreSQL pool when one is configured, shared with the rate limiter. */
  pool: pg.Pool | undefined;
}

/** PostgreSQL when a database URL is configured, otherwise the SQLite file. */
export async function openStore(options: { databaseUrl: string | undefined; sqlitePath: string }): Promise<OpenedStore> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { store: await PostgresSessionStore.open(pool), pool };
  }
  return { store: new SqliteSessionStore(options.sqlitePath), pool: undefined };
}
