'use strict';

const { configureAdminLists } = require('./registry/admin-lists');
const { ensureDevDeployToken } = require('./deploy-tokens/development-token');
const { registerHistory } = require('./registry/history');
const { registerImmutableRecords } = require('./releases/immutable-records');
const { registerScopeValidation } = require('./deploy-tokens/token-scope');
const { ensureProductOwnerRole, ensureProductOwnerUser } = require('./registry/product-owner');
const { seedRemoteRegistry } = require('./registry/seed');
const { ensureUniqueReleases } = require('./releases/release-uniqueness');
const { keepOverridesOffInProduction } = require('./registry/production-overrides');
const remoteHealth = require('./health');

/**
 * The release and canary control plane of the content service, the one entry `src/index.js`
 * calls. Register phase: history on every state change, immutable releases, an append-only
 * history, checked deploy-token scopes and the health overview's admin route. Bootstrap phase:
 * environments, seeded states, the product-owner role, the development deploy token and its
 * scope, the admin's lists of the history and the deploy tokens, then the health tables and the
 * guard's scheduled jobs. The `src/api/remote-*` and `src/api/deploy-token` folders are only
 * Strapi's adapters (schemas, routes, controllers) into this folder.
 */
module.exports = {
  /** @param {any} strapi */
  register(strapi) {
    registerHistory(strapi);
    registerImmutableRecords(strapi);
    registerScopeValidation(strapi);
    keepOverridesOffInProduction(strapi);
    remoteHealth.register(strapi);
  },
  /** @param {any} strapi */
  async bootstrap(strapi) {
    await ensureUniqueReleases(strapi);
    await seedRemoteRegistry(strapi);
    const role = await ensureProductOwnerRole(strapi);
    await ensureProductOwnerUser(strapi, role);
    await ensureDevDeployToken(strapi);
    await configureAdminLists(strapi);
    await remoteHealth.bootstrap(strapi);
  },
};
