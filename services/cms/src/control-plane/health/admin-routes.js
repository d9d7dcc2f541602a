'use strict';

const { PRODUCT_OWNER_ROLE } = require('../registry/product-owner');
const { fail } = require('../../utils/respond');
const { parseStatusQuery, remoteStatus } = require('./status');
const { controlPlane } = require('../../messages');

/** Product owners and super admins; other admin roles (editors) do not see the health figures. */
const mayRead = (/** @type {any} */ user) =>
  Array.isArray(user?.roles) && user.roles.some((/** @type {any} */ role) => role.code === 'strapi-super-admin' || role.name === PRODUCT_OWNER_ROLE);

/**
 * GET /admin/remote-health/overview?environment=&remote=&range=hour|day|week, for the admin
 * panel's health page (admin session, not the content API): the remote's status, the same a team
 * reads with its deploy token (status.js).
 * @param {any} strapi @param {any} ctx
 */
async function overview(strapi, ctx) {
  if (!mayRead(ctx.state.user)) return fail(ctx, 403, 'ForbiddenError', controlPlane.healthProductOwnersOnly);
  const { environment = 'production', remote = 'content', range = 'hour' } = ctx.query;
  const query = parseStatusQuery({ environment, remote, range });
  if (!query.ok) return fail(ctx, 400, 'ValidationError', query.message);
  ctx.body = await remoteStatus(strapi, query.value);
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
