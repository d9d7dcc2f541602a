'use strict';

const { ENVIRONMENTS, normalizeRemote } = require('../remote-registry/contract');
const { PRODUCT_OWNER_ROLE } = require('../remote-registry/product-owner');
const { fail } = require('../remote-registry/respond');
const { healthOverview, RANGES } = require('./overview');

/** Product owners and super admins; other admin roles (editors) do not see the health figures. */
const mayRead = (/** @type {any} */ user) =>
  Array.isArray(user?.roles) && user.roles.some((/** @type {any} */ role) => role.code === 'strapi-super-admin' || role.name === PRODUCT_OWNER_ROLE);

/**
 * GET /admin/remote-health/overview?environment=&remote=&range=hour|day|week, for the admin
 * panel's health page (admin session, not the content API).
 * @param {any} strapi @param {any} ctx
 */
async function overview(strapi, ctx) {
  if (!mayRead(ctx.state.user)) return fail(ctx, 403, 'ForbiddenError', 'Alleen productowners zien de gezondheid van remotes.');
  const { environment = 'production', remote: remoteParam = 'content', range = 'hour' } = ctx.query;
  const remote = normalizeRemote(remoteParam);
  if (!ENVIRONMENTS.includes(environment)) return fail(ctx, 400, 'ValidationError', `Onbekende omgeving '${environment}'.`);
  if (!remote) return fail(ctx, 400, 'ValidationError', `Onbekende remote '${remoteParam}'.`);
  if (!Object.hasOwn(RANGES, range)) return fail(ctx, 400, 'ValidationError', 'range is hour, day of week.');
  ctx.body = await healthOverview(strapi, { environment, remote, range: /** @type {keyof typeof RANGES} */ (range) });
}

/**
 * Adds the health view's route to the admin API (register phase, before routes are mounted).
 * @param {any} strapi
 */
function registerHealthAdminRoutes(strapi) {
  strapi.admin.routes['remote-health'] = {
    type: 'admin',
    routes: [{ method: 'GET', path: '/remote-health/overview', handler: (/** @type {any} */ ctx) => overview(strapi, ctx), config: { policies: ['admin::isAuthenticatedAdmin'] } }],
  };
}

module.exports = { registerHealthAdminRoutes };
