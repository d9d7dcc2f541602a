// @ts-check
// The cluster profile's data folder (`pnpm start:cluster --data <dir>`): everything a school's
// work lives in, kept across restarts. Its layout is known here only:
//   postgres/      PostgreSQL's cluster (data/, password, log, socket)
//   public/uploads the content service's uploaded files (its PUBLIC_DIR)
//   secrets.json   the services' shared secrets (tokens, encryption key), owner-only
//   pgbackrest.conf written at each start and restore (pgBackRest reads it, the archive command too)
// The backups live beside it, in `<dir>.backups` unless told otherwise: a folder that survives
// the data folder's loss (in production: another disk or machine).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startPostgres } from '@doorloopjes/dev-processes/postgres';
import { sharedSecrets } from './cms-cluster.mjs';
import { archiveSettings, createStanza, writeBackupConfig } from './pg-backups.mjs';

/**
 * @typedef {{ data: string, backups: string, postgres: string, publicDir: string, secretsFile: string, config: string }} DataLayout
 * @typedef {{ cms: Record<string, string>, assistantServiceToken: string }} ClusterSecrets
 */

/** @param {string} dataDir @param {string} [backupsDir] @returns {DataLayout} */
export function dataLayout(dataDir, backupsDir) {
  const data = path.resolve(dataDir);
  return {
    data,
    backups: path.resolve(backupsDir ?? `${data}.backups`),
    postgres: path.join(data, 'postgres'),
    publicDir: path.join(data, 'public'),
    secretsFile: path.join(data, 'secrets.json'),
    config: path.join(data, 'pgbackrest.conf'),
  };
}

/**
 * Creates the folder on first use and gives its secrets: generated once, then read back, so
 * sessions, tokens and encrypted fields stay valid across restarts.
 * @param {DataLayout} layout
 * @returns {ClusterSecrets}
 */
export function openDataFolder(layout) {
  // Traversable (not readable) for the postgres user the server runs as when we are root.
  fs.mkdirSync(layout.data, { recursive: true, mode: 0o711 });
  fs.chmodSync(layout.data, 0o711);
  fs.mkdirSync(path.join(layout.publicDir, 'uploads'), { recursive: true });
  if (fs.existsSync(layout.secretsFile)) return /** @type {ClusterSecrets} */ (JSON.parse(fs.readFileSync(layout.secretsFile, 'utf8')));
  /** @type {ClusterSecrets} */
  const secrets = { cms: sharedSecrets(), assistantServiceToken: crypto.randomBytes(24).toString('base64url') };
  fs.writeFileSync(layout.secretsFile, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * PostgreSQL kept in the data folder, archiving its WAL into the backups, with pgBackRest's
 * configuration written for this run's port: what `pnpm start:cluster --data` and the restore
 * drill start. Returns the server and the folder's secrets.
 * @param {DataLayout} layout @param {{ port: number, databases: string[] }} options
 */
export function startKeptPostgres(layout, { port, databases }) {
  const secrets = openDataFolder(layout);
  const pg = startPostgres({ port, databases, dir: layout.postgres, settings: archiveSettings(layout) });
  try {
    writeBackupConfig(layout, pg);
    createStanza(layout);
  } catch (error) {
    pg.stop();
    throw error;
  }
  return { pg, secrets };
}
