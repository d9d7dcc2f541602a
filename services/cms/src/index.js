'use strict';

const { ensurePermissions } = require('./bootstrap/permissions');
const { narrowEditorRoles } = require('./bootstrap/editor-roles');
const { configureAuthEmails } = require('./bootstrap/email');
const { ensureAdminUser } = require('./bootstrap/accounts');
const { ensureAssistantToken } = require('./bootstrap/assistantToken');
const { ensureServiceToken } = require('./own-data/service-token');
const { scheduleUnconfirmedCleanup } = require('./own-data/unconfirmed-accounts');
const { scheduleAnalyticsRetention } = require('./own-data/analytics-retention');
const controlPlane = require('./control-plane');
const { createHub, getHub } = require('./cache/hub');
const { watchDocuments, watchQueries, connectInstances } = require('./cache/invalidation');
const { registerPreviewAuthentication } = require('./preview/authentication');
const { enforcePublishedOnly } = require('./publication/published-only');
const { writeRouteTable } = require('./bootstrap/route-table');
const { ensureChiefEditor } = require('./bootstrap/chief-editor');
const { endSessionsWithAccount } = require('./sessions/end-sessions');
const { refusePublishingImagesWithoutAlternativeText } = require('./media-alternatives/refuse-publishing');

/** @type {{ close: () => Promise<void> } | null} */
let cacheChannel = null;

module.exports = {
  /** The response cache must see document writes, so its middleware is registered here. */
  /** @param {{ strapi: any }} context */
  register({ strapi }) {
    watchDocuments(strapi, createHub(strapi));
    controlPlane.register(strapi);
    registerPreviewAuthentication(strapi);
    refusePublishingImagesWithoutAlternativeText(strapi);
    enforcePublishedOnly(strapi);
  },

  /**
   * Configuration that lives in the database (permissions, mail templates, the admin account) is
   * written here on every boot, so a fresh database works without the admin panel. The demo
   * content is not: `scripts/seed.mjs` adds it, run by `pnpm start` and the tests before Strapi
   * starts, so a production boot never runs the seed.
   * @param {{ strapi: any }} context
   */
  async bootstrap({ strapi }) {
    watchQueries(strapi, getHub());
    cacheChannel = await connectInstances(strapi, getHub());
    await ensurePermissions(strapi);
    endSessionsWithAccount(strapi);
    await configureAuthEmails(strapi);
    await ensureAssistantToken(strapi);
    await ensureAdminUser(strapi);
    await ensureChiefEditor(strapi);
    ensureServiceToken(strapi);
    scheduleUnconfirmedCleanup(strapi);
    scheduleAnalyticsRetention(strapi);
    await controlPlane.bootstrap(strapi);
    // After the control plane's bootstrap made the product-owner role, which keeps its permissions.
    await narrowEditorRoles(strapi);
    writeRouteTable(strapi);
  },
  async destroy() {
    await cacheChannel?.close();
  },
};
