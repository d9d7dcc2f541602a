#!/usr/bin/env node
// `pnpm restore [--data <dir>] [--backups <dir>] [--to "2026-12-07 10:15"]`: brings the whole
// platform back, to the last archived change or to that minute, into a stopped profile; the next
// start serves it. With --data: the cluster profile (PostgreSQL to any moment with pgBackRest's
// point-in-time recovery, then the uploads); without: the default profile's newest snapshot
// at or before that moment. The data folder may be gone: it is made again from the backups.
import path from 'node:path';
import { isListening } from '@doorloopjes/dev-processes/ports';
import { postgresRunning } from '@doorloopjes/dev-processes/postgres';
import { backupOptions, fail, parseMoment } from './lib/backup-options.mjs';
import { DEFAULT_SQLITE_BACKUPS, restoreSqlite } from './lib/sqlite-backups.mjs';
import { dataLayout, openDataFolder } from 'cms/cluster-data';
import { restore, writeBackupConfig } from 'cms/pg-backups';

async function main() {
  const started = Date.now();
  const options = backupOptions('to');
  const target = typeof options.to === 'string' ? parseMoment(options.to) : undefined;
  const moment = target ? `naar ${target.toLocaleString('sv-SE').slice(0, 16)}` : 'naar de laatste wijziging';
  if (typeof options.data !== 'string') {
    for (const port of [1337, 8787]) if (await isListening(port)) throw new Error(`Het platform draait nog (poort ${port} antwoordt): stop pnpm start eerst.`);
    const backups = path.resolve(typeof options.backups === 'string' ? options.backups : DEFAULT_SQLITE_BACKUPS);
    const backup = restoreSqlite(backups, target);
    console.log(`Teruggezet: de back-up van ${backup.time.toLocaleString('sv-SE').slice(0, 19)} (${backup.dir}), in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return;
  }
  const layout = dataLayout(options.data, typeof options.backups === 'string' ? options.backups : undefined);
  if (postgresRunning(path.join(layout.postgres, 'data'))) throw new Error(`Het platform draait nog op ${layout.data}: stop pnpm start:cluster eerst.`);
  openDataFolder(layout);
  // The port is the next start's business; a restore only reads the repository.
  writeBackupConfig(layout, { port: 5432, user: 'doorloopjes' });
  const { files } = restore(layout, target);
  console.log(
    `Teruggezet ${moment}: de database (PostgreSQL haalt de rest uit het WAL-archief bij de volgende start) en de bestanden van ${files.time.toLocaleString('sv-SE').slice(0, 19)}, in ${((Date.now() - started) / 1000).toFixed(1)} s. Start met pnpm start:cluster --data ${options.data}.`,
  );
}

main().catch(fail);
