'use strict';

const { errors } = require('@strapi/utils');
const { validateUserUpdate, validateProfileFields } = require('../../teacher-record/validation');
const { authRateLimit } = require('../../auth-limits/middleware');
const { atomicUserUpdate } = require('../../teacher-record/atomic-update');
const ownDataAdmin = require('../../own-data/admin-controller');
const { account, teacherRecord } = require('../../messages');

/**
 * Hardens the users-permissions plugin. As shipped, a role with `update`
 * may edit any account and any field (role, confirmed, blocked, resetPasswordToken...).
 *
 * @param {any} plugin the plugin definition Strapi passes to extensions
 */
module.exports = (plugin) => {
  const userController = plugin.controllers.user;
  const originalUpdate = userController.update;
  const originalMe = userController.me;

  /** Only the caller's own record, and only the whitelisted fields, are writable. */
  userController.update = async (/** @type {any} */ ctx) => {
    const caller = ctx.state.user;
    if (!caller) return ctx.unauthorized();
    if (String(ctx.params.id) !== String(caller.id)) {
      return ctx.forbidden(account.onlyOwnAccountChange);
    }
    const check = validateUserUpdate(ctx.request.body);
    if (!check.ok) throw new errors.ValidationError(check.message);
    return atomicUserUpdate(ctx, originalUpdate);
  };

  // Listing, reading, counting, creating and deleting users are not platform features; even if a
  // role were granted them by mistake in the admin, a user only ever sees their own record.
  userController.find = async (/** @type {any} */ ctx) => {
    if (!ctx.state.user) return ctx.unauthorized();
    await originalMe(ctx);
    ctx.body = ctx.body ? [ctx.body] : [];
  };
  userController.findOne = async (/** @type {any} */ ctx) => {
    if (!ctx.state.user || String(ctx.params.id) !== String(ctx.state.user.id)) {
      return ctx.forbidden(account.onlyOwnAccountRead);
    }
    return originalMe(ctx);
  };
  userController.count = async (/** @type {any} */ ctx) => ctx.forbidden();
  userController.create = async (/** @type {any} */ ctx) => ctx.forbidden();
  userController.destroy = async (/** @type {any} */ ctx) => ctx.forbidden();

  // Registration: besides the allowedFields whitelist, validate required fields and enums with
  // Dutch messages the platform shows as-is.
  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = (/** @type {{ strapi: any }} */ deps) => {
    const auth = authFactory(deps);
    const originalRegister = auth.register;
    return {
      ...auth,
      /** @param {any} ctx */
      async register(ctx) {
        const body = ctx.request.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) {
          throw new errors.ValidationError(teacherRecord.bodyNotObject);
        }
        const check = validateProfileFields(body, { requireCore: true });
        if (!check.ok) throw new errors.ValidationError(check.message);
        return originalRegister.call(auth, ctx);
      },
    };
  };

  // A user's data export and deletion for administrators (admin panel, user edit view). The
  // teachers' own routes are in src/api/account.
  plugin.controllers.ownData = ownDataAdmin;
  plugin.routes.admin.routes.push(
    { method: 'GET', path: '/own-data/users/:id/export', handler: 'ownData.exportUser', config: { policies: ['admin::isAuthenticatedAdmin'] } },
    { method: 'POST', path: '/own-data/users/:id/delete', handler: 'ownData.deleteUser', config: { policies: ['admin::isAuthenticatedAdmin'] } },
  );

  // Login limits keyed on what attacks look like, not on a school's shared address.
  plugin.middlewares.rateLimit = authRateLimit;

  // A teacher's lists (favourites, in progress, completed) name guides that have drafts. The
  // plugin reads the account with the query engine, which knows no publication state: without
  // this a list would show a guide's draft (an unpublished guide keeps its links on its draft)
  // and a guide linked in both versions twice. Reading as `published` filters every populated
  // type with drafts to its published version (/api/users/me and the hardened find/findOne).
  const userServiceFactory = plugin.services.user;
  plugin.services.user = (/** @type {any} */ deps) => {
    const service = userServiceFactory(deps);
    const fetch = service.fetch;
    service.fetch = (/** @type {unknown} */ id, /** @type {Record<string, unknown> | undefined} */ params) => fetch.call(service, id, { ...params, status: 'published' });
    return service;
  };

  return plugin;
};
