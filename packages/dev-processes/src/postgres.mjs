// @ts-check
// A PostgreSQL cluster from Debian's package, loopback only, a generated password checked with
// scram-sha-256 (never `trust`: any local user could otherwise read and change the data).
// Throwaway (its own temp dir, no fsync) for the cms API tests on PostgreSQL, the cluster tests,
// the cms benchmark and the assistant's PostgreSQL tests; kept in a given folder (fsync on, WAL
// archived for backups) for `pnpm start:cluster --data` and the restore drill.
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

/**
 * PostgreSQL refuses to run as root: run its tools (and pgBackRest, which must own what the
 * server's archive command writes) as the package's postgres user then. Returns the output.
 */
export function asPostgresUser(/** @type {string} */ command, /** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, encoding: 'utf8' });
}
const asPg = asPostgresUser;

/** Hands a directory to the postgres user when we are root (the server and pgBackRest write there). */
export function givePostgres(/** @type {string} */ dir) {
  if (isRoot()) execFileSync('chown', ['-R', 'postgres', dir]);
}

/** Whether a PostgreSQL server still runs on this data directory (its postmaster.pid names a live process). */
export function postgresRunning(/** @type {string} */ data) {
  const pidFile = path.join(data, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A throwaway cluster in a new temp dir, or (with `dir`) one kept there across runs: created on
 * the first start, its password in `dir/password` (owner-only), fsync on. `settings` are extra
 * server settings (`-c name=value`), e.g. the WAL archiving of the backups.
 * @param {{ port: number, databases: string[], user?: string, dir?: string, settings?: Record<string, string> }} options
 * @returns {{ port: number, user: string, password: string, dir: string, data: string, kept: boolean,
 *   url: (database: string) => string, stop: () => void }}
 */
export function startPostgres({ port, databases, user = 'doorloopjes', dir: keptDir, settings = {} }) {
  const bin = binDir();
  const kept = keptDir !== undefined;
  const dir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'doorloopjes-pg-'));
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot()) execFileSync('chown', ['postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  const fresh = !fs.existsSync(path.join(data, 'PG_VERSION'));
  // A fresh password per cluster, handed to initdb in a file only its owner reads (never on a
  // command line); a kept cluster keeps it there for the next start.
  const password = fresh ? crypto.randomBytes(24).toString('base64url') : fs.readFileSync(passwordFile, 'utf8').trim();
  if (fresh) {
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (isRoot()) execFileSync('chown', ['postgres', passwordFile]);
    try {
      asPg(path.join(bin, 'initdb'), ['-D', data, '-U', user, '--auth=scram-sha-256', `--pwfile=${passwordFile}`, '-E', 'UTF8', '--locale=C.UTF-8']);
    } finally {
      if (!kept) fs.rmSync(passwordFile, { force: true });
    }
  }
  // Throwaway data needs no durability; kept data does.
  const speed = kept ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const extra = Object.entries(settings)
    .map(([name, value]) => ` -c ${name}=${/\s/.test(value) ? `'${value.replaceAll("'", "\\'")}'` : value}`)
    .join('');
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}${speed} -c max_connections=200 -c password_encryption=scram-sha-256${extra}`;
  asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '600', '-o', options, 'start']);
  const psql = (/** @type {string} */ database, /** @type {string} */ sql) =>
    execFileSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, '-d', database, '-tAc', sql], {
      env: { ...process.env, PGPASSWORD: password },
      encoding: 'utf8',
    });
  for (const database of databases) {
    if (fresh || psql('postgres', `SELECT 1 FROM pg_database WHERE datname = '${database}'`).trim() !== '1') {
      asPg(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, database], { PGPASSWORD: password });
    }
  }
  let stopped = false;
  return {
    port,
    user,
    password,
    dir,
    data,
    kept,
    url: (database) => `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        // An archiving cluster hands its last, partly filled WAL segment to the archive first, so
        // a clean stop leaves every committed change in the backups.
        if (settings.archive_mode === 'on') psql('postgres', 'SELECT pg_switch_wal()');
        asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        if (!kept) fs.rmSync(dir, { recursive: true, force: true });
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
