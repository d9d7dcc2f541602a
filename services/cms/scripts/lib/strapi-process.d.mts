export const APP_DIR: string;
export function findFreePort(): Promise<number>;
export function spawnStrapi(
  command: string,
  options?: { env?: NodeJS.ProcessEnv; stdio?: import('node:child_process').StdioOptions; nodeArgs?: string[] },
): import('node:child_process').ChildProcess;
export function databaseEnv(tmpDir: string, pgDatabase: string): Record<string, string>;
export function makeTempDir(prefix: string): string;
export function seedDatabase(options: { env: Record<string, string>; logFile: string }): Promise<void>;
export function startStrapi(options: {
  env: Record<string, string>;
  port?: number;
  logFile: string;
  timeoutMs?: number;
  seed?: boolean;
  nodeArgs?: string[];
}): Promise<{ url: string; port: number; pid: number; stop: () => Promise<void>; kill: () => Promise<void> }>;
