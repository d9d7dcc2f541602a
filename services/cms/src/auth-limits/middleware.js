'use strict';

const { createLimiters } = require('./limiters');
const { limitLogin, accountKey } = require('./login');
const { consumeOrRefuse } = require('./refuse');
const { createDeviceTokens } = require('./device-token');
const { canonicalPath } = require('../utils/canonical-path');

/** The route that creates an account (and mails its confirmation link). */
const REGISTER_ROUTE = '/auth/local/register';
/** Routes that mail an address that may already have had one. */
const RESEND_ROUTES = ['/auth/forgot-password', '/auth/send-email-confirmation'];


/**
 * Replaces users-permissions' `rateLimit` route middleware (which keys /auth/local on the address
 * alone, so a school behind one address is refused after ten logins a minute) on every route that
 * uses it: login, registration, forgot/reset/change password, resend confirmation, OAuth connect.
 *
 * The limiters are created on the first request, when the database connection exists.
 *
 * @param {unknown} _config
 * @param {{ strapi: any }} deps
 */
function authRateLimit(_config, { strapi }) {
  /** @type {ReturnType<typeof createLimiters> | undefined} */
  let limiters;
  /** @type {ReturnType<typeof createDeviceTokens> | undefined} */
  let devices;

  /** @param {any} ctx @param {() => Promise<void>} next */
  return async (ctx, next) => {
    /** @type {ReturnType<typeof import('./settings').authLimitSettings>} */
    const settings = strapi.config.get('plugin::users-permissions.ratelimit');
    if (!settings?.enabled) return next();
    limiters ??= createLimiters(settings, strapi).catch((error) => {
      limiters = undefined; // try again on the next request
      throw error;
    });
    const all = await limiters;

    // `/api/auth/local/` and `/API/auth/local` share one bucket.
    const route = canonicalPath(String(ctx.request.path));
    const address = ctx.request.ip;
    if (route.endsWith('/auth/local')) {
      devices ??= createDeviceTokens(strapi.config.get('plugin::users-permissions.jwtSecret'));
      return limitLogin(ctx, next, all, settings.login, devices);
    }

    await consumeOrRefuse(ctx, all.flood, `${route}:${address}`);
    const register = route.endsWith(REGISTER_ROUTE);
    if (register || RESEND_ROUTES.some((suffix) => route.endsWith(suffix))) {
      const email = ctx.request.body?.email;
      const mailbox = typeof email === 'string' ? accountKey(email) : '';
      // Per address whatever the e-mail address (a new one per request is no way around it):
      // registrations have a school-sized limit of their own.
      if (register) await consumeOrRefuse(ctx, all.registrations, address);
      else await consumeOrRefuse(ctx, all.emailAddress, `${route}:${address}`);
      // Per mailbox from any address, then the service's ceiling on such mail.
      await consumeOrRefuse(ctx, all.mailbox, `${route}:${mailbox}`);
      await consumeOrRefuse(ctx, all.mail, 'all');
    } else if (route.endsWith('/auth/change-password') && ctx.state.user) {
      // Guessing the current password with a stolen token is limited per account.
      await consumeOrRefuse(ctx, all.other, `${route}:user:${ctx.state.user.id}`);
    } else {
      await consumeOrRefuse(ctx, all.other, `${route}:${address}`);
    }
    return next();
  };
}

module.exports = { authRateLimit };
