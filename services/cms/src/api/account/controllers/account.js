'use strict';

const { errors } = require('@strapi/utils');
const { exportUser } = require('../../../own-data/export-user');
const { eraseUser } = require('../../../own-data/erase-user');
const { AssistantUnavailableError } = require('../../../own-data/assistant-client');
const { ownDataLimits } = require('../../../own-data/limits');
const { recordRequest, SELF } = require('../../../own-data/record-request');
const { account } = require('../../../messages');

const USER = 'plugin::users-permissions.user';

/**
 * A request that names some account (an id in the query or body) must name the caller's own;
 * anything else is refused rather than silently answered for the caller.
 *
 * @param {any} ctx
 */
function refuseOtherIds(ctx) {
  const body = ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {};
  const named = [ctx.query?.id, ctx.query?.userId, body.id, body.userId].filter((value) => value !== undefined);
  if (named.some((value) => String(value) !== String(ctx.state.user.id))) throw new errors.ForbiddenError(account.otherUser);
}

/**
 * The assistant could not be reached: Strapi's error classes have no 502, so the answer is
 * written in Strapi's error shape by hand.
 *
 * @param {any} ctx
 * @param {string} message
 */
function badGateway(ctx, message) {
  ctx.status = 502;
  ctx.body = { data: null, error: { status: 502, name: 'BadGatewayError', message, details: {} } };
}

/** @param {{ strapi: any }} deps */
module.exports = ({ strapi }) => {
  const limits = ownDataLimits(strapi);

  return {
    /** GET /api/users/me/export: everything kept about the caller, as one JSON document. */
    async exportMe(/** @type {any} */ ctx) {
      const caller = ctx.state.user;
      if (!caller) return ctx.unauthorized();
      refuseOtherIds(ctx);
      await limits.take(ctx, 'export', caller.id);
      let document;
      try {
        document = await exportUser(strapi, caller.id);
      } catch (error) {
        if (error instanceof AssistantUnavailableError) {
          strapi.log.warn(`Data export without the assistant: ${error.message}`);
          return badGateway(ctx, account.exportAssistantDown);
        }
        throw error;
      }
      if (!document) return ctx.unauthorized();
      await recordRequest(strapi, { kind: 'export', subjectUserId: caller.id, actor: SELF });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = document;
    },

    /** DELETE /api/users/me (or POST /api/users/me/delete) with `{ password }`. */
    async deleteMe(/** @type {any} */ ctx) {
      const caller = ctx.state.user;
      if (!caller) return ctx.unauthorized();
      refuseOtherIds(ctx);
      const password = ctx.request.body?.password;
      if (typeof password !== 'string' || password === '') throw new errors.ValidationError(account.passwordMissing);
      await limits.take(ctx, 'deletion', caller.id);

      const user = await strapi.db.query(USER).findOne({ where: { id: caller.id }, select: ['id', 'email', 'fullName', 'password'] });
      if (!user) return ctx.unauthorized();
      const valid = user.password && (await strapi.plugin('users-permissions').service('user').validatePassword(password, user.password));
      // 400, not 401/403: the platform drops a token on those, and a typo must not log her out.
      if (!valid) throw new errors.ValidationError(account.passwordWrong);

      try {
        ctx.body = { deleted: await eraseUser(strapi, user, { actor: SELF }) };
      } catch (error) {
        if (error instanceof AssistantUnavailableError) {
          strapi.log.warn(`Account deletion stopped, assistant unavailable: ${error.message}`);
          return badGateway(ctx, account.assistantDown);
        }
        throw error;
      }
      ctx.set('Cache-Control', 'private, no-store');
    },
  };
};
