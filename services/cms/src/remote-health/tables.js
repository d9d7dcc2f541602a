'use strict';

/**
 * Creating the health tables, once for every table of them: at every boot, by every instance of a
 * cluster at the same time. The rows of all of them are kept per remote version as a client
 * reported it, so they share those key columns.
 */

/**
 * Creates a table if it is missing. Another instance may create it between the check and the
 * create: that is not an error, as long as the table is there afterwards.
 * @param {any} knex @param {string} table @param {(t: any) => void} define the columns and indexes
 */
async function createTableOnce(knex, table, define) {
  if (await knex.schema.hasTable(table)) return;
  try {
    await knex.schema.createTable(table, define);
  } catch (error) {
    if (!(await knex.schema.hasTable(table))) throw error;
  }
}

/**
 * The columns that say which remote version a row counts: environment, remote, version and the
 * canary flag (0 or 1: plain integers compare the same way in SQLite and PostgreSQL).
 * @param {any} t the table builder
 */
function versionColumns(t) {
  t.string('environment', 50).notNullable();
  t.string('remote', 50).notNullable();
  t.string('version', 100).notNullable();
  t.integer('canary').notNullable();
}

module.exports = { createTableOnce, versionColumns };
