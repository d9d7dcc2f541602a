'use strict';

const { fail } = require('../../utils/respond');
const { scopeOf } = require('./token-scope');
const { controlPlane } = require('../../messages');

/** @param {{ strapi: any }} context */
module.exports = ({ strapi }) => ({
  /** GET /api/deploy-tokens/me (deploy token): its name, team, remotes and environments. */
  async me(/** @type {any} */ ctx) {
    const scope = await scopeOf(strapi, ctx);
    if (!scope) return fail(ctx, 403, 'ForbiddenError', controlPlane.noDeployScope);
    ctx.body = { data: scope };
  },
});
