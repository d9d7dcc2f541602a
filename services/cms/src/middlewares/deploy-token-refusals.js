'use strict';

const { fail } = require('../utils/respond');
const { canonicalPath } = require('../utils/canonical-path');
const { controlPlane } = require('../messages');

/**
 * The routes a team reads with its deploy token, whose refusals a team's terminal shows: Strapi's
 * own authentication answers them in English ('Missing or invalid credentials', 'Forbidden');
 * here they get a Dutch message that says what is needed. The route's own refusals (out of the
 * token's scope) are Dutch already and pass unchanged.
 */
const DEPLOY_TOKEN_READS = /^\/api\/remote-health\/status(\/|$)/;

const MESSAGES = {
  401: { name: 'UnauthorizedError', message: controlPlane.notSignedIn },
  403: { name: 'ForbiddenError', message: controlPlane.figuresNeedDeployToken },
};
/** Strapi's authentication messages, the ones replaced. */
const STRAPI_MESSAGES = new Set(['Missing or invalid credentials', 'Unauthorized', 'Forbidden', 'Invalid credentials']);

/** @param {unknown} status @returns {status is 401 | 403} */
const isRefusal = (status) => status === 401 || status === 403;

/** @param {unknown} _config */
module.exports = (_config) => {
  /** @param {any} ctx @param {() => Promise<void>} next */
  return async (ctx, next) => {
    if (!DEPLOY_TOKEN_READS.test(canonicalPath(ctx.path))) return next();
    try {
      await next();
    } catch (error) {
      const thrown = /** @type {any} */ (error)?.status;
      if (!isRefusal(thrown)) throw error;
      const status = ctx.get('Authorization') ? thrown : 401;
      return fail(ctx, status, MESSAGES[status].name, MESSAGES[status].message);
    }
    const message = ctx.body?.error?.message;
    if (!isRefusal(ctx.status) || (message && !STRAPI_MESSAGES.has(message))) return;
    // Without any token Strapi answers as the public role (403); the caller is simply not signed in.
    /** @type {401 | 403} */
    const status = ctx.get('Authorization') ? ctx.status : 401;
    fail(ctx, status, MESSAGES[status].name, MESSAGES[status].message);
  };
};
