'use strict';

const { registerHealthAdminRoutes } = require('./admin-routes');
const { scheduleHealthJobs } = require('./schedule');
const { ensureFigureTables } = require('./page-figures');
const { ensurePeopleTable } = require('./people');
const { ensureHealthTables } = require('./store');

/**
 * Remote health: the admin panel's overview route, the aggregate tables (created on every boot
 * if missing) and the scheduled guard and retention jobs.
 */
module.exports = {
  /** @param {any} strapi */
  register(strapi) {
    registerHealthAdminRoutes(strapi);
  },
  /** @param {any} strapi */
  async bootstrap(strapi) {
    await ensureHealthTables(strapi.db.connection);
    await ensurePeopleTable(strapi.db.connection);
    await ensureFigureTables(strapi.db.connection);
    scheduleHealthJobs(strapi);
  },
};
