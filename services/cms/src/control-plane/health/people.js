'use strict';

const { MINUTE_MS } = require('./store');
const { createTableOnce, versionColumns } = require('./tables');

/**
 * Health counts people, not requests. One row per (environment, remote, version, canary flag,
 * user, minute): the first report of a user for a remote version in a minute (the aggregation
 * window) is stored here, every later one in that minute is not counted at all. The canary guard
 * reads distinct users and distinct failing users from this table, so one account sending a
 * thousand reports is one person, whatever page-load ids it makes up.
 *
 * The rows name a user, so they are kept only as long as the guard looks back
 * (`HEALTH_USER_RETENTION_HOURS`, 24) and are erased with the account.
 */
const PEOPLE = 'remote_health_people';
const KEY = ['environment', 'remote', 'version', 'canary', 'user_id', 'bucket'];

/** @typedef {{ users: number, failed: number }} PeopleTally distinct users, and those of them with a failed load */
/** @typedef {{ environment: string, remote: string, version: string, canary: boolean }} VersionKey */

/** Creates the table if missing (every boot). @param {any} knex */
async function ensurePeopleTable(knex) {
  await createTableOnce(knex, PEOPLE, (/** @type {any} */ t) => {
    versionColumns(t);
    t.integer('user_id').notNullable();
    t.bigInteger('bucket').notNullable();
    t.integer('failed').notNullable();
    t.primary(KEY);
    t.index(['bucket'], `${PEOPLE}_bucket_idx`);
    t.index(['user_id'], `${PEOPLE}_user_idx`);
  });
}

/** Rows a raw INSERT changed: `rowCount` on PostgreSQL, `changes` on SQLite. @param {any} result */
const changedRows = (result) => Number(result?.rowCount ?? result?.changes ?? 0);

/**
 * Stores this user's report unless the user already reported this remote version in this minute.
 * Returns whether it is the first (and so counts): one `INSERT … ON CONFLICT DO NOTHING`, so two
 * instances receiving the same user's reports at once still count one.
 * @param {any} knex
 * @param {VersionKey & { failed: boolean }} report
 * @param {number} userId
 * @param {number} [now]
 */
async function recordPerson(knex, report, userId, now = Date.now()) {
  const row = {
    environment: report.environment,
    remote: report.remote,
    version: report.version,
    canary: report.canary ? 1 : 0,
    user_id: userId,
    bucket: Math.floor(now / MINUTE_MS) * MINUTE_MS,
    failed: report.failed ? 1 : 0,
  };
  const columns = Object.keys(row);
  const result = await knex.raw(
    `INSERT INTO ${PEOPLE} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT (${KEY.join(', ')}) DO NOTHING`,
    Object.values(row),
  );
  return changedRows(result) > 0;
}

/**
 * Distinct users of one remote version (and flag) since a moment, and how many of them had a
 * failed load. A user counted in several minutes is one person; a user who failed once is a
 * failing person.
 * @param {any} knex @param {VersionKey & { since: number }} query
 * @returns {Promise<PeopleTally>}
 */
async function countPeople(knex, query) {
  const [row] = await knex(PEOPLE)
    .where({ environment: query.environment, remote: query.remote, version: query.version, canary: query.canary ? 1 : 0 })
    .andWhere('bucket', '>=', query.since)
    .select(knex.raw('COUNT(DISTINCT user_id) AS users'), knex.raw('COUNT(DISTINCT CASE WHEN failed = 1 THEN user_id END) AS failed'));
  return { users: Number(row?.users ?? 0), failed: Number(row?.failed ?? 0) };
}

/**
 * Deletes rows older than the retention (hourly, with the aggregates' retention).
 * @param {any} knex @param {number} hours @param {number} [now]
 */
async function prunePeople(knex, hours, now = Date.now()) {
  await knex(PEOPLE).where('bucket', '<', now - hours * 3_600_000).del();
}

/** A deleted account's rows go with it. @param {any} knex @param {number} userId */
async function erasePerson(knex, userId) {
  if (await knex.schema.hasTable(PEOPLE)) await knex(PEOPLE).where({ user_id: userId }).del();
}

module.exports = { ensurePeopleTable, recordPerson, countPeople, prunePeople, erasePerson, PEOPLE };
