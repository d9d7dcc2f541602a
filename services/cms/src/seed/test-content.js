'use strict';

const { fieldsOf } = require('./demo-data');
const { isoDate } = require('./seeder');

/** @typedef {import('./seeder').Seeder} Seeder */

/**
 * The test-only content (`test-content.json`): HTML in text fields and published entries with
 * parts left empty. Seeded only when SEED_TEST_CONTENT=true (the API and end-to-end tests),
 * never as part of the demo set.
 * @param {Seeder} s
 */
async function seedTestContent(s) {
  const { entries } = /** @type {import('./demo-data').DataFile} */ (require('./test-content.json'));
  for (const entry of entries) {
    const uid = `api::${entry.contentType}.${entry.contentType}`;
    const seed = entry.seed ?? {};
    await s.upsert(uid, { slug: entry.slug }, async () => ({
      ...fieldsOf(entry),
      ...(seed.daysAgo !== undefined ? { publication_date: isoDate(seed.daysAgo) } : {}),
      ...(seed.theme ? { theme: await s.strapi.documents('api::theme.theme').findFirst({ filters: { slug: seed.theme } }) } : {}),
    }));
  }
}

module.exports = { seedTestContent };
