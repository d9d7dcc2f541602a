'use strict';

const { exportUser } = require('./export-user');
const { eraseUser } = require('./erase-user');
const { AssistantUnavailableError } = require('./assistant-client');
const { recordRequest } = require('./record-request');
const { ownDataAdmin } = require('../messages');

const USER = 'plugin::users-permissions.user';

/**
 * The same export and deletion for an administrator handling a request that came by e-mail
 * (admin panel: the user's edit view). Only administrators who may read (export) or delete
 * (deletion) users in the content manager may; each request is recorded with their e-mail.
 *
 * @param {{ strapi: any }} deps
 */
module.exports = ({ strapi }) => {
  /**
   * @param {any} ctx
   * @param {'read' | 'delete'} action
   * @returns {Promise<any | null>} the user, or null when the answer was already set
   */
  async function allowedUser(ctx, action) {
    if (!ctx.state.userAbility?.can(`plugin::content-manager.explorer.${action}`, USER)) {
      ctx.forbidden();
      return null;
    }
    // The admin panel's edit view knows the documentId; scripts may use the numeric id.
    const param = String(ctx.params.id);
    const where = /^[0-9]{1,18}$/.test(param) ? { id: Number(param) } : { documentId: param };
    const user = await strapi.db.query(USER).findOne({ where, select: ['id', 'email', 'fullName'] });
    if (!user) ctx.notFound(ownDataAdmin.userNotFound);
    return user;
  }

  /** @param {any} ctx @param {unknown} error */
  function assistantDown(ctx, error) {
    if (!(error instanceof AssistantUnavailableError)) throw error;
    ctx.status = 502;
    ctx.body = { error: { status: 502, name: 'BadGatewayError', message: ownDataAdmin.assistantDown } };
  }

  return {
    /** GET /users-permissions/own-data/users/:id/export */
    async exportUser(/** @type {any} */ ctx) {
      const user = await allowedUser(ctx, 'read');
      if (!user) return;
      try {
        ctx.body = await exportUser(strapi, user.id);
      } catch (error) {
        return assistantDown(ctx, error);
      }
      await recordRequest(strapi, { kind: 'export', subjectUserId: user.id, actor: ctx.state.user.email });
      ctx.set('Cache-Control', 'private, no-store');
    },

    /** POST /users-permissions/own-data/users/:id/delete */
    async deleteUser(/** @type {any} */ ctx) {
      const user = await allowedUser(ctx, 'delete');
      if (!user) return;
      try {
        ctx.body = { deleted: await eraseUser(strapi, user, { actor: ctx.state.user.email }) };
      } catch (error) {
        return assistantDown(ctx, error);
      }
    },
  };
};
