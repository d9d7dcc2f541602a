'use strict';

const { RELEASE_UID } = require('../registry/contract');

const INDEX = 'remote_releases_remote_version_unique';

/**
 * One release per (remote, version), enforced by the database: two identical registrations at the
 * same instant both pass the controller's lookup, and only a unique index stops the second.
 * Strapi's schemas cannot declare a unique pair, so it is created after Strapi synced the
 * schema, on every boot (idempotent; the same SQL on SQLite and PostgreSQL).
 * @param {any} strapi
 */
async function ensureUniqueReleases(strapi) {
  const table = strapi.db.metadata.get(RELEASE_UID).tableName;
  await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${INDEX} ON ${table} (remote, version)`);
}

module.exports = { ensureUniqueReleases };
