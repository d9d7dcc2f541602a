'use strict';

const { fail } = require('../../utils/respond');
const { scopeOf } = require('./token-scope');

/** @param {{ strapi: any }} context */
module.exports = ({ strapi }) => ({
  /** GET /api/deploy-tokens/me (deploy token): its name, team, remotes and environments. */
  async me(/** @type {any} */ ctx) {
    const scope = await scopeOf(strapi, ctx);
    if (!scope) return fail(ctx, 403, 'ForbiddenError', 'Dit token heeft geen deploybereik: een beheerder legt onder Deploytoken vast welke remotes en omgevingen het mag.');
    ctx.body = { data: scope };
  },
});
