'use strict';

const { HISTOGRAM_COLUMNS, bucketOf } = require('./load-histogram');
const { createCounterTables } = require('./tables');

/**
 * Health aggregates in the content service's own database: one row per minute (and, after the
 * retention period, per hour) per environment, remote, version and canary flag. Counters are
 * only ever increased with one `INSERT … ON CONFLICT DO UPDATE` (SQLite and PostgreSQL), so
 * instances of a cluster writing the same row at once add up instead of overwriting each other.
 */
const MINUTES = 'remote_health_minutes';
const HOURS = 'remote_health_hours';
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const KEY = ['environment', 'remote', 'version', 'canary', 'bucket'];
const COUNTERS = ['sessions', 'loaded', 'load_failed', 'render_failed', ...HISTOGRAM_COLUMNS];

/** @typedef {'loaded' | 'load-failed' | 'render-failed'} Outcome */
/** @typedef {{ environment: string, remote: string, version: string, canary: boolean, outcome: Outcome, loadMs: number | null }} HealthEvent */

/** Creates both tables if missing (every boot). @param {any} knex */
async function ensureHealthTables(knex) {
  await createCounterTables(knex, { tables: [MINUTES, HOURS], key: KEY, counters: COUNTERS });
}

/** `col = table.col + excluded.col` for every counter. @param {string} table */
const addExcluded = (table) => COUNTERS.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', ');

/**
 * Counts one report of one remote version in the minute it arrived. Called only for a user's
 * first report of that version in the minute (record-report.js), so a row's `sessions` are
 * people-minutes, never one account's flood.
 * @param {any} knex @param {HealthEvent} event @param {number} [now]
 */
async function recordSession(knex, event, now = Date.now()) {
  const counts = Object.fromEntries(COUNTERS.map((column) => [column, 0]));
  counts.sessions = 1;
  counts[event.outcome === 'loaded' ? 'loaded' : event.outcome === 'load-failed' ? 'load_failed' : 'render_failed'] = 1;
  if (event.loadMs !== null && event.outcome !== 'load-failed') counts[`h${bucketOf(event.loadMs)}`] = 1;
  const row = { environment: event.environment, remote: event.remote, version: event.version, canary: event.canary ? 1 : 0, bucket: Math.floor(now / MINUTE_MS) * MINUTE_MS, ...counts };
  const columns = Object.keys(row);
  await knex.raw(
    `INSERT INTO ${MINUTES} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET ${addExcluded(MINUTES)}`,
    Object.values(row),
  );
}

/**
 * @typedef {{ bucket: number, sessions: number, loaded: number, failed: number, histogram: number[] }} Row
 * @typedef {{ environment: string, remote: string, version?: string, canary?: boolean, since: number }} RowQuery
 */

/** @param {any} raw @returns {Row & { version: string, canary: boolean }} */
function toRow(raw) {
  return {
    version: String(raw.version),
    canary: Number(raw.canary) === 1,
    bucket: Number(raw.bucket),
    sessions: Number(raw.sessions),
    loaded: Number(raw.loaded),
    failed: Number(raw.load_failed) + Number(raw.render_failed),
    histogram: HISTOGRAM_COLUMNS.map((column) => Number(raw[column])),
  };
}

/**
 * Rows of one remote (optionally one version and flag) since a moment, minutes and the hours
 * they were folded into, oldest first.
 * @param {any} knex @param {RowQuery} query
 */
async function readRows(knex, query) {
  const select = (/** @type {string} */ table) => {
    const builder = knex(table).where({ environment: query.environment, remote: query.remote }).andWhere('bucket', '>=', query.since);
    if (query.version !== undefined) builder.andWhere({ version: query.version });
    if (query.canary !== undefined) builder.andWhere({ canary: query.canary ? 1 : 0 });
    return builder.orderBy('bucket', 'asc');
  };
  const [hours, minutes] = await Promise.all([select(HOURS), select(MINUTES)]);
  return [...hours, ...minutes].map(toRow);
}

/**
 * @typedef {{ minutes: string, hours: string, key: string[], counters: string[] }} FoldedTables a
 * minute table and the hour table its old rows are added to
 */

/**
 * Bounded storage: minute rows older than `minuteDays` are added to their hour's row and
 * deleted, in one transaction; hour rows older than `hourDays` are deleted.
 * @param {any} knex @param {FoldedTables} tables
 * @param {{ minuteDays: number, hourDays: number }} retention @param {number} [now]
 */
async function foldIntoHours(knex, tables, retention, now = Date.now()) {
  const { minutes, hours, key, counters } = tables;
  const minuteCutoff = Math.floor((now - retention.minuteDays * 86_400_000) / HOUR_MS) * HOUR_MS;
  const hourCutoff = now - retention.hourDays * 86_400_000;
  const sums = counters.map((column) => `SUM(${column})`).join(', ');
  const grouped = key.map((column) => (column === 'bucket' ? `(bucket / ${HOUR_MS}) * ${HOUR_MS}` : column)).join(', ');
  const addUp = counters.map((column) => `${column} = ${hours}.${column} + excluded.${column}`).join(', ');
  await knex.transaction(async (/** @type {any} */ trx) => {
    // Integer division floors the bucket to its hour in both databases.
    await trx.raw(
      `INSERT INTO ${hours} (${[...key, ...counters].join(', ')})
       SELECT ${grouped}, ${sums}
       FROM ${minutes} WHERE bucket < ?
       GROUP BY ${grouped}
       ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${addUp}`,
      [minuteCutoff],
    );
    await trx(minutes).where('bucket', '<', minuteCutoff).del();
    await trx(hours).where('bucket', '<', hourCutoff).del();
  });
}

/**
 * The health aggregates' retention (see foldIntoHours).
 * @param {any} knex @param {{ minuteDays: number, hourDays: number }} retention @param {number} [now]
 */
const applyRetention = (knex, retention, now = Date.now()) => foldIntoHours(knex, { minutes: MINUTES, hours: HOURS, key: KEY, counters: COUNTERS }, retention, now);

module.exports = { ensureHealthTables, recordSession, readRows, applyRetention, foldIntoHours, MINUTES, HOURS, MINUTE_MS, HOUR_MS };
