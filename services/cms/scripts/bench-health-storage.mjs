// Prints what a month of remote-health aggregates takes in SQLite: one row per minute per
// environment, remote, version and canary flag, however many page loads arrive in that minute.
// Usage: node scripts/bench-health-storage.mjs [pageLoadsPerMinute=1000] [keys=8]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import knexFactory from 'knex';

const require = createRequire(import.meta.url);
const { ensureHealthTables, MINUTES } = require('../src/control-plane/health/store.js');
const { HISTOGRAM_COLUMNS } = require('../src/control-plane/health/load-histogram.js');

const pageLoadsPerMinute = Number(process.argv[2] ?? 1000);
// One production environment, four remotes, each with a stable and a canary version.
const keys = Number(process.argv[3] ?? 8);
const minutes = 30 * 24 * 60;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-storage-'));
const file = path.join(dir, 'health.db');
const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
try {
  await ensureHealthTables(knex);
  const remotes = ['doorloopjes', 'content', 'assistant', 'cluster'];
  const perRow = Math.round(pageLoadsPerMinute / keys);
  const start = Date.UTC(2026, 0, 1);
  const batch = [];
  for (let minute = 0; minute < minutes; minute += 1) {
    for (let key = 0; key < keys; key += 1) {
      const histogram = Object.fromEntries(HISTOGRAM_COLUMNS.map((column, index) => [column, index === 3 ? perRow - 2 : index === 5 ? 2 : 0]));
      batch.push({ environment: 'production', remote: remotes[key % 4], version: key < 4 ? '1.4.2' : '1.5.0-rc.1', canary: key < 4 ? 0 : 1, bucket: start + minute * 60_000, sessions: perRow, loaded: perRow - 1, load_failed: 1, render_failed: 0, ...histogram });
    }
    if (batch.length >= 4000) await knex.batchInsert(MINUTES, batch.splice(0), 500);
  }
  if (batch.length > 0) await knex.batchInsert(MINUTES, batch, 500);
  await knex.raw('VACUUM');
  const rows = minutes * keys;
  const bytes = fs.statSync(file).size;
  const events = pageLoadsPerMinute * minutes;
  console.log(`page loads per minute      ${pageLoadsPerMinute}`);
  console.log(`keys per minute            ${keys} (environment x remote x version x canary)`);
  console.log(`rows for 30 days           ${rows.toLocaleString('en')}`);
  console.log(`SQLite file (with indexes) ${(bytes / 1024 / 1024).toFixed(1)} MB (${(bytes / rows).toFixed(0)} bytes a row)`);
  // Stored one row per event instead, a page load with three remotes would be three rows.
  console.log(`as raw events (3 remotes)  ${(events * 3).toLocaleString('en')} rows`);
} finally {
  await knex.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
