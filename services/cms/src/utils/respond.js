'use strict';

const { controlPlane } = require('../messages');

/**
 * Writes a Strapi-shaped error body with any status (Strapi's helpers have no 422 with a
 * custom message), with details for the client where it needs them. Used by the registry, the
 * health reports, the draft gate and the versioned user updates alike.
 * @param {any} ctx @param {number} status @param {string} name @param {string} message @param {Record<string, unknown>} [details]
 */
function fail(ctx, status, name, message, details = {}) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details } };
}

/** The body of a registry write: `{ data: {...} }` (Strapi style) or the fields themselves. */
function bodyFields(/** @type {any} */ ctx) {
  const body = ctx.request.body;
  if (body && typeof body === 'object' && body.data && typeof body.data === 'object') return body.data;
  return body && typeof body === 'object' ? body : {};
}

/** Who is calling, for `registeredBy`: the API token's name or the user's address. */
function callerName(/** @type {any} */ ctx) {
  const auth = ctx.state?.auth;
  if (String(auth?.strategy?.name ?? '').endsWith('api-token')) return `token:${auth.credentials?.name ?? auth.credentials?.id}`;
  return ctx.state?.user?.email ?? controlPlane.unknownCaller;
}

module.exports = { fail, bodyFields, callerName };
