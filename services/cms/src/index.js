'use strict';

const { ensurePermissions } = require('./bootstrap/permissions');
const { configureAuthEmails } = require('./bootstrap/email');
const { ensureDemoUsers, ensureAdminUser } = require('./bootstrap/accounts');
const { ensureAssistantToken } = require('./bootstrap/assistantToken');
const { seed, seedUnsafeHtmlFixture, isDatabaseEmpty, Seeder } = require('./seed');
const remoteRegistry = require('./remote-registry');
const { createHub, getHub } = require('./cache/hub');
const { seedPolicy } = require('./bootstrap/seed-policy');
const { watchDocuments, watchQueries, connectInstances } = require('./cache/invalidation');

/** @type {{ close: () => Promise<void> } | null} */
let cacheChannel = null;

module.exports = {
  /** The response cache must see document writes, so its middleware is registered here. */
  register({ strapi }) {
    watchDocuments(strapi, createHub(strapi));
    remoteRegistry.register(strapi);
  },

  /**
   * Configuration that lives in the database (permissions, mail templates, accounts) is written
   * here on every boot, so a fresh database works without the admin panel.
   *
   * SEED_ON_BOOT: "auto" (default; "never" under NODE_ENV=production) seeds an empty database; "always" runs the idempotent seed on
   * every boot; "never" skips it (scripts/seed.mjs then seeds explicitly).
   * @param {{ strapi: any }} context
   */
  async bootstrap({ strapi }) {
    watchQueries(strapi, getHub());
    cacheChannel = await connectInstances(strapi, getHub());
    await ensurePermissions(strapi);
    await configureAuthEmails(strapi);
    await ensureAssistantToken(strapi);

    const { mode } = seedPolicy();
    const testContent = process.env.SEED_TEST_CONTENT === 'true';
    if (mode === 'always' || (mode === 'auto' && (await isDatabaseEmpty(strapi)))) {
      const started = Date.now();
      const result = await seed(strapi, { testContent });
      strapi.log.info(`Seed finished in ${Date.now() - started} ms: ${JSON.stringify(result.created)}`);
    } else if (mode !== 'never') {
      await ensureDemoUsers(strapi);
      await ensureAdminUser(strapi);
      if (testContent) await seedUnsafeHtmlFixture(new Seeder(strapi));
    }
    await remoteRegistry.bootstrap(strapi);
  },
  async destroy() {
    await cacheChannel?.close();
  },
};
