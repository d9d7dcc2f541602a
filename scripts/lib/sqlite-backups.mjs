// @ts-check
// Backups of the default profile (`pnpm start`, SQLite): each backup is a dated folder with the
// content service's and the assistant's databases, copied live with SQLite's online backup API
// (a consistent copy while the services write), and a tar of the uploads. No point-in-time
// restore here: a restore brings back one of these snapshots (the cluster profile has PITR).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './apps.mjs';

/** @type {new (file: string, options?: { readonly?: boolean, fileMustExist?: boolean }) => { backup: (to: string) => Promise<unknown>, close: () => void }} */
const Database = createRequire(path.join(ROOT, 'services/cms/package.json'))('better-sqlite3');

/** The default profile's data: the same defaults as the services' own configuration. */
const DATABASES = {
  'cms.db': path.join(ROOT, 'services/cms/.tmp/data.db'),
  'assistant.db': path.join(ROOT, 'services/assistant/data/assistant.db'),
};
const UPLOADS = path.join(ROOT, 'services/cms/public/uploads');
export const DEFAULT_SQLITE_BACKUPS = path.join(ROOT, 'backups');

const stamp = (/** @type {Date} */ date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
const fromStamp = (/** @type {string} */ text) => new Date(text.replace(/T(\d\d)-(\d\d)-(\d\d)Z/, 'T$1:$2:$3Z'));

/** @param {string} backups @returns {Array<{ dir: string, time: Date, bytes: number }>} oldest first */
export function listSqliteBackups(backups) {
  if (!fs.existsSync(backups)) return [];
  return fs
    .readdirSync(backups)
    .filter((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(name))
    .sort()
    .map((name) => {
      const dir = path.join(backups, name);
      const bytes = fs.readdirSync(dir).reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);
      return { dir, time: fromStamp(name), bytes };
    });
}

/** @param {string} backups */
export async function backupSqlite(backups) {
  const started = Date.now();
  const dir = path.join(backups, stamp(new Date()));
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const [name, file] of Object.entries(DATABASES)) {
    if (!fs.existsSync(file)) continue;
    const database = new Database(file, { readonly: true, fileMustExist: true });
    try {
      await database.backup(path.join(dir, name));
    } finally {
      database.close();
    }
  }
  if (fs.existsSync(UPLOADS)) execFileSync('tar', ['-cf', path.join(dir, 'uploads.tar'), '-C', path.dirname(UPLOADS), path.basename(UPLOADS)]);
  const backup = listSqliteBackups(backups).find((candidate) => candidate.dir === dir);
  return { dir, seconds: (Date.now() - started) / 1000, bytes: backup?.bytes ?? 0 };
}

/** Brings back the newest snapshot at or before `target` (or the newest). @param {string} backups @param {Date | undefined} target */
export function restoreSqlite(backups, target) {
  const backup = listSqliteBackups(backups)
    .filter((candidate) => !target || candidate.time <= target)
    .at(-1);
  if (!backup) throw new Error(`Geen back-up in ${backups}${target ? ` van vóór ${target.toLocaleString('nl-NL')}` : ''}.`);
  for (const [name, file] of Object.entries(DATABASES)) {
    const copy = path.join(backup.dir, name);
    if (!fs.existsSync(copy)) continue;
    // A stale journal beside the restored file would be replayed into it.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.copyFileSync(copy, file);
    fs.chmodSync(file, 0o600);
  }
  const tar = path.join(backup.dir, 'uploads.tar');
  if (fs.existsSync(tar)) {
    fs.rmSync(UPLOADS, { recursive: true, force: true });
    execFileSync('tar', ['-xf', tar, '-C', path.dirname(UPLOADS)]);
  }
  return backup;
}
