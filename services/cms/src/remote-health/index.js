'use strict';

const { scheduleHealthJobs } = require('./schedule');
const { ensureHealthTables } = require('./store');

/**
 * Remote health: the aggregate tables (created on every boot if missing) and the scheduled
 * guard and retention jobs.
 */
module.exports = {
  /** @param {any} strapi */
  async bootstrap(strapi) {
    await ensureHealthTables(strapi.db.connection);
    scheduleHealthJobs(strapi);
  },
};
