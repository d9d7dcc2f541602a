export interface Site {
  name: string;
  listen: number;
  upstreams: number[];
  streaming?: boolean;
  /** Instances nginx sends no new request to (drained for a restart). */
  down?: number[];
}
export function nginxConfig(dir: string, sites: Site[]): string;
export function startNginx(sites: Site[]): Promise<{ dir: string; stop: () => Promise<void>; drain: (name: string, down: number[]) => Promise<void> }>;
export function nginxInstalled(): boolean;
