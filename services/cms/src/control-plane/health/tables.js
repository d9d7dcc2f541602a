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

/**
 * Creates the counter tables of one kind of figure (one a minute, one an hour, the minutes folded
 * into the hours): the version columns, the figure's own key columns, the bucket (start of the
 * minute or hour in epoch milliseconds: plain integers compare and divide the same way in both
 * databases) and counters that start at 0.
 * @param {any} knex
 * @param {{ tables: string[], key: string[], counters: string[], keyColumns?: (t: any) => void }} kind
 */
async function createCounterTables(knex, { tables, key, counters, keyColumns }) {
  for (const table of tables) {
    await createTableOnce(knex, table, (/** @type {any} */ t) => {
      versionColumns(t);
      keyColumns?.(t);
      t.bigInteger('bucket').notNullable();
      for (const column of counters) t.integer(column).notNullable().defaultTo(0);
      t.primary(key);
      t.index(['bucket'], `${table}_bucket_idx`);
    });
  }
}

module.exports = { createCounterTables, createTableOnce, versionColumns };
