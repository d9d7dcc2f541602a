export interface Postgres {
  port: number;
  user: string;
  /** Generated for this cluster; checked with scram-sha-256. */
  password: string;
  dir: string;
  url: (database: string) => string;
  stop: () => void;
}
export function postgresInstalled(): boolean;
export function startPostgres(options: { port: number; databases: string[]; user?: string }): Postgres;
export function cmsDatabaseEnv(pg: { port: number; user: string; password: string }, database: string): Record<string, string>;
