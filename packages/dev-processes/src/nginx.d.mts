export interface Site {
  name: string;
  listen: number;
  upstreams: number[];
  streaming?: boolean;
}
export function nginxConfig(dir: string, sites: Site[]): string;
export function startNginx(sites: Site[]): Promise<{ dir: string; stop: () => Promise<void> }>;
export function nginxInstalled(): boolean;
