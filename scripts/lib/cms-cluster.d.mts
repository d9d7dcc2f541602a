export interface CmsInstance {
  port: number;
  url: string;
  stop: () => Promise<void>;
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
}): Promise<CmsInstance[]>;
