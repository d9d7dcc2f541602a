export interface Postgres {
  port: number;
  user: string;
  dir: string;
  url: (database: string) => string;
  stop: () => void;
}
export function postgresInstalled(): boolean;
export function startPostgres(options: { port: number; databases: string[]; user?: string }): Postgres;
export function cmsDatabaseEnv(pg: { port: number; user: string }, database: string): Record<string, string>;
