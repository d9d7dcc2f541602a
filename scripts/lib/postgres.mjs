// @ts-check
// A throwaway PostgreSQL cluster from Debian's package: its own temp dir, loopback only, a
// generated password checked with scram-sha-256 (never `trust`: any local user could otherwise
// read and change the data), no fsync. Started and removed by the cms API tests on PostgreSQL,
// the cluster profile, the cms benchmark, the fault test and the assistant's PostgreSQL tests.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL binaries: pg_ctl on PATH, else the newest /usr/lib/postgresql/N/bin. */
function findBinDir() {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(fs.realpathSync(onPath));
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((version) => fs.existsSync(path.join(root, version, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

/** Whether Debian's PostgreSQL is installed here. */
export function postgresInstalled() {
  return findBinDir() !== undefined;
}

function binDir() {
  const dir = findBinDir();
  if (!dir) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
  return dir;
}

const isRoot = () => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: run its tools as the package's postgres user then. */
function asPg(/** @type {string} */ command, /** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
}

/**
 * @param {{ port: number, databases: string[], user?: string }} options
 * @returns {{ port: number, user: string, password: string, dir: string, url: (database: string) => string, stop: () => void }}
 */
export function startPostgres({ port, databases, user = 'doorloopjes' }) {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doorloopjes-pg-'));
  if (isRoot()) execFileSync('chown', ['postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  // A fresh password per cluster, handed to initdb in a file only its owner reads (never on a command line).
  const password = crypto.randomBytes(24).toString('base64url');
  const passwordFile = path.join(dir, 'password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (isRoot()) execFileSync('chown', ['postgres', passwordFile]);
  try {
    asPg(path.join(bin, 'initdb'), ['-D', data, '-U', user, '--auth=scram-sha-256', `--pwfile=${passwordFile}`, '-E', 'UTF8', '--locale=C.UTF-8']);
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c password_encryption=scram-sha-256`;
  asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-o', options, 'start']);
  for (const database of databases) asPg(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, database], { PGPASSWORD: password });
  let stopped = false;
  return {
    port,
    user,
    password,
    dir,
    url: (database) => `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The DATABASE_* settings a cms instance needs for one database of this cluster. */
export function cmsDatabaseEnv(/** @type {{ port: number, user: string, password: string }} */ pg, /** @type {string} */ database) {
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: '127.0.0.1',
    DATABASE_PORT: String(pg.port),
    DATABASE_NAME: database,
    DATABASE_USERNAME: pg.user,
    DATABASE_PASSWORD: pg.password,
  };
}
