// @ts-check
// Backups of the cluster profile with pgBackRest (Debian's package, no daemon): PostgreSQL
// archives every WAL segment into the repository as it fills (or after archive_timeout), a full
// backup is taken at start, daily and on `pnpm backup`, full backups are kept 14 days. With
// the archived WAL a restore reaches any second between the oldest backup and the last archived
// change (point-in-time recovery). The uploads, the secrets and the database password go into a
// dated tar beside the repository with each backup.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { asPostgresUser, givePostgres } from '@doorloopjes/dev-processes/postgres';

export const STANZA = 'doorloopjes';
const RETENTION_DAYS = 14;
/** What a files tar holds, relative to the data folder. */
const FILES = ['public', 'secrets.json', 'postgres/password'];

/** @typedef {import('./cluster-data.mjs').DataLayout} DataLayout */

const repository = (/** @type {DataLayout} */ layout) => path.join(layout.backups, 'pgbackrest');
const filesDir = (/** @type {DataLayout} */ layout) => path.join(layout.backups, 'files');

/**
 * The server settings that archive every WAL segment into the repository. archive_timeout bounds
 * what a lost disk can take with it to one minute of changes.
 * @param {DataLayout} layout
 */
export function archiveSettings(layout) {
  return {
    wal_level: 'replica',
    archive_mode: 'on',
    archive_timeout: '60',
    archive_command: `pgbackrest --config=${layout.config} --stanza=${STANZA} archive-push %p`,
  };
}

/**
 * Writes pgbackrest.conf into the data folder and prepares the repository (owned by the postgres
 * user, which runs the archive command). `port` is where the server listens this run.
 * @param {DataLayout} layout @param {{ port: number, user: string }} pg
 */
export function writeBackupConfig(layout, { port, user }) {
  for (const dir of [repository(layout), path.join(layout.backups, 'log'), path.join(layout.backups, 'lock')]) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.mkdirSync(filesDir(layout), { recursive: true, mode: 0o700 });
  fs.chmodSync(layout.backups, 0o711);
  for (const dir of ['pgbackrest', 'log', 'lock']) givePostgres(path.join(layout.backups, dir));
  const config = `# Written by the cluster profile at each start and restore (services/cms/scripts/lib/pg-backups.mjs).
[global]
repo1-path=${repository(layout)}
repo1-retention-full-type=time
repo1-retention-full=${RETENTION_DAYS}
log-path=${path.join(layout.backups, 'log')}
lock-path=${path.join(layout.backups, 'lock')}
log-level-console=warn
log-level-file=info
start-fast=y
compress-type=gz
compress-level=3

[${STANZA}]
pg1-path=${path.join(layout.postgres, 'data')}
pg1-port=${port}
pg1-socket-path=${layout.postgres}
pg1-user=${user}
`;
  fs.writeFileSync(layout.config, config, { mode: 0o644 });
}

/** Runs pgBackRest as the postgres user; the password reaches libpq through the environment. @param {DataLayout} layout @param {string[]} args */
function pgbackrest(layout, args) {
  const passwordFile = path.join(layout.postgres, 'password');
  const password = fs.existsSync(passwordFile) ? fs.readFileSync(passwordFile, 'utf8').trim() : '';
  try {
    return asPostgresUser('pgbackrest', [`--config=${layout.config}`, `--stanza=${STANZA}`, ...args], { PGPASSWORD: password });
  } catch (error) {
    const output = /** @type {{ stderr?: string, stdout?: string }} */ (error);
    throw new Error(`pgbackrest ${args[0]} mislukte: ${(output.stderr || output.stdout || String(error)).trim()}`);
  }
}

/** Creates the stanza on a running server (again is harmless: it checks the repository matches). @param {DataLayout} layout */
export function createStanza(layout) {
  pgbackrest(layout, ['stanza-create']);
}

const stamp = (/** @type {Date} */ date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
const fromStamp = (/** @type {string} */ text) => new Date(text.replace(/T(\d\d)-(\d\d)-(\d\d)Z/, 'T$1:$2:$3Z'));

/** The files tars, oldest first. @param {DataLayout} layout @returns {Array<{ file: string, time: Date, bytes: number }>} */
export function fileBackups(layout) {
  const dir = filesDir(layout);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^files-.*\.tar$/.test(name))
    .sort()
    .map((name) => ({ file: path.join(dir, name), time: fromStamp(name.slice('files-'.length, -'.tar'.length)), bytes: fs.statSync(path.join(dir, name)).size }));
}

/**
 * A full backup now (the server must run), then the files tar; tars older than the retention go,
 * except the newest. Returns what it took.
 * @param {DataLayout} layout
 * @returns {{ seconds: number, databaseBytes: number, filesBytes: number }}
 */
export function backupNow(layout) {
  const started = Date.now();
  pgbackrest(layout, ['backup', '--type=full']);
  const file = path.join(filesDir(layout), `files-${stamp(new Date())}.tar`);
  const present = FILES.filter((name) => fs.existsSync(path.join(layout.data, name)));
  execFileSync('tar', ['-cf', file, '-C', layout.data, ...present]);
  fs.chmodSync(file, 0o600);
  const cutoff = Date.now() - RETENTION_DAYS * 24 * 3600 * 1000;
  for (const old of fileBackups(layout).slice(0, -1)) if (old.time.getTime() < cutoff) fs.rmSync(old.file);
  const latest = listBackups(layout).backups.at(-1);
  return { seconds: (Date.now() - started) / 1000, databaseBytes: latest?.repositoryBytes ?? 0, filesBytes: fs.statSync(file).size };
}

/**
 * @typedef {{ label: string, type: string, start: Date, stop: Date, databaseBytes: number, repositoryBytes: number }} DatabaseBackup
 * @param {DataLayout} layout
 * @returns {{ backups: DatabaseBackup[], archivedUntil: string | null }}
 */
export function listBackups(layout) {
  if (!fs.existsSync(layout.config)) throw new Error(`Geen back-upinstellingen in ${layout.data} (${path.basename(layout.config)} ontbreekt): start het platform eerst met --data.`);
  /** @type {Array<{ backup?: Array<{ label: string, type: string, timestamp: { start: number, stop: number }, info: { size: number, repository: { delta: number } } }>, archive?: Array<{ max: string | null }> }>} */
  const [info] = JSON.parse(pgbackrest(layout, ['info', '--output=json']));
  return {
    backups: (info?.backup ?? []).map((backup) => ({
      label: backup.label,
      type: backup.type,
      start: new Date(backup.timestamp.start * 1000),
      stop: new Date(backup.timestamp.stop * 1000),
      databaseBytes: backup.info.size,
      repositoryBytes: backup.info.repository.delta,
    })),
    archivedUntil: info?.archive?.at(-1)?.max ?? null,
  };
}

/**
 * Restores database and files into a stopped profile: the database with pgBackRest to `target`
 * (replayed from the archive when the server next starts) or to the last archived change, the
 * files from the newest tar taken at or before it.
 * @param {DataLayout} layout @param {Date | undefined} target
 */
export function restore(layout, target) {
  const tars = fileBackups(layout).filter((tar) => !target || tar.time <= target);
  const tar = tars.at(-1);
  if (!tar) throw new Error(`Geen back-up van de bestanden in ${filesDir(layout)}${target ? ` van vóór ${target.toISOString()}` : ''}.`);
  // The files first: they hold the database password the restored server expects.
  fs.rmSync(layout.publicDir, { recursive: true, force: true });
  fs.mkdirSync(layout.postgres, { recursive: true, mode: 0o700 });
  execFileSync('tar', ['-xf', tar.file, '-C', layout.data]);
  givePostgres(layout.postgres);
  const data = path.join(layout.postgres, 'data');
  fs.mkdirSync(data, { recursive: true, mode: 0o700 });
  givePostgres(data);
  const to = target ? ['--type=time', `--target=${target.toISOString().replace('T', ' ').replace(/\.\d+Z$/, '+00')}`, '--target-action=promote'] : [];
  pgbackrest(layout, ['restore', '--delta', ...to]);
  return { files: tar };
}
