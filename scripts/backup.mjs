#!/usr/bin/env node
// `pnpm backup [--data <dir>] [--backups <dir>] [--list]`: a backup of the running platform now,
// or the list of what `pnpm restore` can bring back. With --data: the cluster profile kept in
// that folder (pgBackRest full backup + the uploads, secrets and database password in a dated
// tar). Without: the default `pnpm start` profile (its SQLite databases and uploads, in backups/).
import fs from 'node:fs';
import path from 'node:path';
import { postgresRunning } from '@doorloopjes/dev-processes/postgres';
import { backupOptions, fail, UsageError } from './lib/backup-options.mjs';
import { DEFAULT_SQLITE_BACKUPS, backupSqlite, listSqliteBackups } from './lib/sqlite-backups.mjs';
import { dataLayout } from 'cms/cluster-data';
import { backupNow, fileBackups, listBackups } from 'cms/pg-backups';

const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const when = (/** @type {Date} */ date) => date.toLocaleString('sv-SE').slice(0, 19);

async function main() {
  const options = backupOptions('list');
  if (typeof options.data !== 'string') {
    const backups = path.resolve(typeof options.backups === 'string' ? options.backups : DEFAULT_SQLITE_BACKUPS);
    if (options.list) {
      const all = listSqliteBackups(backups);
      if (all.length === 0) console.log(`Nog geen back-ups in ${backups}.`);
      for (const backup of all) console.log(`${when(backup.time)}  ${megabytes(backup.bytes)}  ${backup.dir}`);
      return;
    }
    const made = await backupSqlite(backups);
    console.log(`Back-up gemaakt in ${made.dir}: ${megabytes(made.bytes)} in ${made.seconds.toFixed(1)} s.`);
    return;
  }
  const layout = dataLayout(options.data, typeof options.backups === 'string' ? options.backups : undefined);
  if (!fs.existsSync(layout.data)) throw new UsageError(`Geen datamap ${layout.data}.`);
  if (options.list) {
    const { backups, archivedUntil } = listBackups(layout);
    if (backups.length === 0) console.log(`Nog geen back-ups in ${layout.backups}.`);
    for (const backup of backups) {
      console.log(`${when(backup.stop)}  database ${backup.type} ${backup.label}  ${megabytes(backup.databaseBytes)} (opgeslagen ${megabytes(backup.repositoryBytes)})`);
    }
    for (const tar of fileBackups(layout)) console.log(`${when(tar.time)}  bestanden ${megabytes(tar.bytes)}  ${tar.file}`);
    const [oldest] = backups;
    if (oldest) console.log(`Terug te zetten naar elke minuut vanaf ${when(oldest.stop)} tot de laatst gearchiveerde wijziging (WAL ${archivedUntil ?? '-'}).`);
    return;
  }
  if (!postgresRunning(path.join(layout.postgres, 'data'))) {
    throw new Error(`Het platform draait niet op ${layout.data}: start het met pnpm start:cluster --data ${options.data} (pgBackRest maakt een back-up van een draaiende database).`);
  }
  const made = backupNow(layout);
  console.log(`Back-up gemaakt in ${layout.backups}: database ${megabytes(made.databaseBytes)} opgeslagen, bestanden ${megabytes(made.filesBytes)}, in ${made.seconds.toFixed(1)} s.`);
}

main().catch(fail);
