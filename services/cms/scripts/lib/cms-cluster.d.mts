export interface CmsInstance {
  port: number;
  url: string;
  stop: () => Promise<void>;
  /** SIGKILL: a crash. */
  kill: () => Promise<void>;
  restart: () => Promise<void>;
}
export function sharedSecrets(): Record<string, string>;
export function startCmsInstances(options: {
  pg: { port: number; user: string; password: string };
  database: string;
  count: number;
  logDir: string;
  env?: Record<string, string>;
  ports?: number[];
  /** The secrets every instance shares; generated for this run unless given (a kept data folder). */
  secrets?: Record<string, string>;
}): Promise<CmsInstance[]>;
