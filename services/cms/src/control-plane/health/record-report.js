'use strict';

const { recordPerson } = require('./people');
const { recordSession } = require('./store');

/**
 * Counts one checked health report: the first report of this user for this remote version in the
 * minute is added to the per-person rows and to the minute aggregates, in one transaction; any
 * later one in that minute counts nowhere. Returns whether it counted.
 * @param {any} knex
 * @param {import('./store').HealthEvent} event the report, its canary flag the server's
 * @param {number} userId
 * @param {number} [now]
 */
async function recordReport(knex, event, userId, now = Date.now()) {
  return knex.transaction(async (/** @type {any} */ trx) => {
    const counted = await recordPerson(trx, { ...event, failed: event.outcome !== 'loaded' }, userId, now);
    if (counted) await recordSession(trx, event, now);
    return counted;
  });
}

module.exports = { recordReport };
