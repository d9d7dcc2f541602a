'use strict';

const { Seeder } = require('./seeder');
const { seedPeople, seedGuides, seedWebinars, seedNewsAndArticles, seedExplainers } = require('./demo-content');
const { seedPages } = require('./pages');
const { seedTestContent } = require('./test-content');
const { ensureDemoUsers, ensureAdminUser } = require('../bootstrap/accounts');
const { CONTENT_TYPES } = require('../content-types');

/** @param {any} strapi */
async function isDatabaseEmpty(strapi) {
  return (await strapi.documents('api::doorloopje.doorloopje').count({})) === 0;
}

/** What the seed creates: every content type, the media files and the accounts. */
const COUNTED_TYPES = [...CONTENT_TYPES.map((type) => type.uid), 'plugin::upload.file', 'plugin::users-permissions.user'];

/** Row counts per type, used to report (and test) that a second run adds nothing. @param {any} strapi */
async function totals(strapi) {
  /** @type {Record<string, number>} */
  const result = {};
  for (const uid of COUNTED_TYPES) result[uid] = await strapi.db.query(uid).count();
  return result;
}

/**
 * Seeds the full demo data set (the data files in `demo-content/`). Safe to run repeatedly.
 * @param {any} strapi
 * @param {{ testContent?: boolean }} [options] testContent adds `test-content.json`
 */
async function seed(strapi, { testContent = false } = {}) {
  const s = new Seeder(strapi);
  const people = await seedPeople(s);
  const byTheme = await seedGuides(s);
  const webinars = await seedWebinars(s, people, byTheme);
  await seedNewsAndArticles(s, people, byTheme, webinars);
  await seedExplainers(s);
  await seedPages(s, byTheme);
  if (testContent) await seedTestContent(s);
  s.created['demo users'] = await ensureDemoUsers(strapi);
  s.created['admin users'] = (await ensureAdminUser(strapi)) ? 1 : 0;
  return { created: s.created, totals: await totals(strapi) };
}

/**
 * What a first start needs: the whole demo set on an empty database; on a filled one only the
 * demo accounts (and the test content when asked), so a developer's own edits are left alone.
 * @param {any} strapi
 * @param {{ testContent?: boolean }} [options]
 */
async function seedFirstStart(strapi, { testContent = false } = {}) {
  if (await isDatabaseEmpty(strapi)) return seed(strapi, { testContent });
  const s = new Seeder(strapi);
  s.created['demo users'] = await ensureDemoUsers(strapi);
  if (testContent) await seedTestContent(s);
  return { created: s.created, totals: await totals(strapi) };
}

module.exports = { seed, seedFirstStart };
