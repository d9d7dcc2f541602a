'use strict';

const { errors } = require('@strapi/utils');
const { CONTENT_TYPES, readActions, actionOf } = require('../content-types');
const { createPreviewTokens, previewTokenOf, PREVIEW_TOKEN_SECONDS_DEFAULT } = require('./token');
const { drafts } = require('../messages');

/** The only things a preview credential may do: read the product's content (drafts included). */
const PREVIEW_SCOPES = new Set(CONTENT_TYPES.flatMap((type) => readActions(type).map((action) => actionOf(type, action))));

/** @type {ReturnType<typeof createPreviewTokens> | null} */
let tokens = null;

/**
 * This service's preview tokens, keyed on the admin panel's secret (shared by every instance).
 * @param {any} strapi
 */
function previewTokens(strapi) {
  tokens ??= createPreviewTokens(
    strapi.config.get('admin.auth.secret'),
    Number(process.env.PREVIEW_TOKEN_SECONDS) > 0 ? Number(process.env.PREVIEW_TOKEN_SECONDS) : PREVIEW_TOKEN_SECONDS_DEFAULT,
  );
  return tokens;
}

/**
 * Strapi's content-API strategies run in the order they were registered and the users-permissions
 * one answers every request without a Bearer token as the public role, so a strategy of the app
 * (registered last) would never be asked. The app therefore puts the preview check in front of
 * them: a request with `Authorization: Preview <token>` is decided here (a valid token reads the
 * catalogue's content, anything else is 401), every other request goes to Strapi's strategies as
 * before.
 * @param {any} strapi
 */
function registerPreviewAuthentication(strapi) {
  const strategy = {
    name: 'preview',
    /** @param {{ credentials: unknown }} _auth @param {{ scope?: string[] | string }} config */
    verify(_auth, config) {
      const scopes = [config?.scope ?? []].flat();
      if (scopes.length === 0 || !scopes.every((scope) => PREVIEW_SCOPES.has(scope))) throw new errors.ForbiddenError();
    },
  };
  const auth = strapi.get('auth');
  const authenticate = auth.authenticate.bind(auth);
  auth.authenticate = async (/** @type {any} */ ctx, /** @type {() => Promise<unknown>} */ next) => {
    const token = ctx.state.route?.info?.type === 'content-api' ? previewTokenOf(ctx.get('authorization')) : null;
    if (token === null) return authenticate(ctx, next);
    const credentials = previewTokens(strapi).verify(token);
    if (!credentials) return ctx.unauthorized(drafts.previewLinkExpired);
    ctx.state.isAuthenticated = true;
    ctx.state.auth = { strategy, credentials: { type: 'preview', ...credentials }, ability: null };
    return next();
  };
}

module.exports = { registerPreviewAuthentication, previewTokens, PREVIEW_SCOPES };
