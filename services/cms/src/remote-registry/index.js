'use strict';

const { configureAdminLists } = require('./admin-lists');
const { ensureDevDeployToken } = require('./deploy-token');
const { registerHistory } = require('./history');
const { registerImmutableRecords } = require('./immutable-records');
const { registerScopeValidation } = require('./token-scope');
const { ensureProductOwnerRole, ensureProductOwnerUser } = require('./product-owner');
const { seedRemoteRegistry } = require('./seed');
const { ensureUniqueReleases } = require('./release-uniqueness');
const { keepOverridesOffInProduction } = require('./production-overrides');

/**
 * The remote control plane's part of the content service: history on every state change,
 * immutable releases, an append-only history and checked deploy-token scopes (register phase),
 * then environments, seeded states, the product-owner role, the
 * development deploy token and its scope, and the admin's lists of the history and the deploy
 * tokens (bootstrap phase).
 */
module.exports = {
  /** @param {any} strapi */
  register(strapi) {
    registerHistory(strapi);
    registerImmutableRecords(strapi);
    registerScopeValidation(strapi);
    keepOverridesOffInProduction(strapi);
  },
  /** @param {any} strapi */
  async bootstrap(strapi) {
    await ensureUniqueReleases(strapi);
    await seedRemoteRegistry(strapi);
    const role = await ensureProductOwnerRole(strapi);
    await ensureProductOwnerUser(strapi, role);
    await ensureDevDeployToken(strapi);
    await configureAdminLists(strapi);
  },
};
