export interface Postgres {
  port: number;
  user: string;
  /** Generated for this cluster; checked with scram-sha-256. */
  password: string;
  dir: string;
  /** The data directory (dir/data). */
  data: string;
  /** Kept across runs (a given dir) rather than removed on stop. */
  kept: boolean;
  url: (database: string) => string;
  stop: () => void;
}
export function postgresInstalled(): boolean;
export function startPostgres(options: { port: number; databases: string[]; user?: string; dir?: string; settings?: Record<string, string> }): Postgres;
export function asPostgresUser(command: string, args: string[], env?: Record<string, string>): string;
export function givePostgres(dir: string): void;
export function postgresRunning(data: string): boolean;
export function cmsDatabaseEnv(pg: { port: number; user: string; password: string }, database: string): Record<string, string>;
