// @ts-check
// nginx (Debian's package) in front of several instances: one upstream per service, X-Forwarded-For
// set, idempotent requests retried once on the other instance when one fails (nginx never retries
// POST/PATCH unless told to), a down instance skipped for a few seconds. Runs in the foreground
// from a temp dir, so it needs no root and leaves nothing behind.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor, waitUntil } from './health.mjs';

/**
 * @typedef {{ name: string, listen: number, upstreams: number[], streaming?: boolean, down?: number[] }} Site
 */

/** @param {string} dir @param {Site[]} sites */
export function nginxConfig(dir, sites) {
  const upstreams = sites
    .map(
      (site) => `
  upstream ${site.name} {
${site.upstreams.map((port) => `    server 127.0.0.1:${port}${site.down?.includes(port) ? ' down' : ' max_fails=1 fail_timeout=3s'};`).join('\n')}
    keepalive 64;
  }`,
    )
    .join('\n');
  const servers = sites
    .map(
      (site) => `
  server {
    listen 127.0.0.1:${site.listen};
    client_max_body_size 25m;
    location / {
      proxy_pass http://${site.name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The instances trust one proxy (127.0.0.1) and read the client address from here.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Real-IP $remote_addr;
      # A failed or refused idempotent request goes to the other instance; POST is never repeated.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 300s;
${site.streaming ? '      proxy_buffering off;\n' : ''}    }
  }`,
    )
    .join('\n');
  return `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreams}
${servers}
}
`;
}

/** Debian's nginx binary, if installed. */
const installedBinary = () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => fs.existsSync(candidate));

/** Whether nginx is installed here. */
export function nginxInstalled() {
  return installedBinary() !== undefined;
}

/** The worker processes under nginx's master, and whether each is an old one still finishing its requests. @param {number} master */
function workers(master) {
  const listing = spawnSync('ps', ['--ppid', String(master), '-o', 'pid=,args='], { encoding: 'utf8' }).stdout;
  return listing
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({ pid: Number(line.trim().split(/\s+/)[0]), draining: line.includes('shutting down') }));
}

/**
 * @param {Site[]} sites
 * @returns {Promise<{ dir: string, stop: () => Promise<void>, drain: (name: string, down: number[]) => Promise<void> }>}
 */
export async function startNginx(sites) {
  const [first] = sites;
  if (!first) throw new Error('nginx needs at least one site');
  const binary = installedBinary() ?? 'nginx';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doorloopjes-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must reach the temp
  // paths below (large answers are buffered there).
  fs.chmodSync(dir, 0o755);
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig(dir, sites));
  const check = spawnSync(binary, ['-t', '-q', '-c', config, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx configuration rejected: ${check.stderr}`);
  const child = spawn(binary, ['-c', config, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Up when the first site accepts connections (any answer, even 502 from a starting upstream).
  await waitFor(`http://127.0.0.1:${first.listen}/`, 10_000, 'nginx', {
    isUp: () => true,
    intervalMs: 100,
    gaveUp: () => (child.exitCode === null ? null : `exited; see ${dir}/error.log`),
  });
  return {
    dir,
    /**
     * Sends the site's new requests only to the instances not in `down`: the configuration is
     * rewritten and reloaded (SIGHUP); resolves when the old workers have finished every request
     * they had in flight (they exit then), so a drained instance has nothing left to answer.
     */
    async drain(name, down) {
      const site = sites.find((candidate) => candidate.name === name);
      if (!site) throw new Error(`nginx has no site ${name}`);
      site.down = down;
      fs.writeFileSync(config, nginxConfig(dir, sites));
      const old = workers(child.pid ?? 0).map((worker) => worker.pid);
      child.kill('SIGHUP');
      await waitUntil(() => (workers(child.pid ?? 0).some((worker) => old.includes(worker.pid)) ? undefined : true), {
        timeoutMs: 300_000,
        timeoutMessage: `nginx's old workers did not finish within 300 s; see ${dir}/error.log`,
        intervalMs: 100,
        gaveUp: () => (child.exitCode === null ? null : `nginx exited on reload; see ${dir}/error.log`),
      });
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
