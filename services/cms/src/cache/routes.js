'use strict';

const { CONTENT_TYPES } = require('../content-types');

/**
 * Which requests the shared response cache may answer. Only content whose answer depends on the
 * caller's role alone: never the caller's own account, auth flows, analytics, uploads or admin.
 */
const CACHEABLE_TYPES = CONTENT_TYPES.filter((type) => type.cached).map((type) => type.path);

const CACHEABLE_PATH = new RegExp(`^/api/(?:${CACHEABLE_TYPES.join('|')})(?:/[^/]+)?$`);

/** Answers about the caller's own account: never stored by anyone, not even the browser. */
const PRIVATE_PATH = /^\/api\/(?:users(?:\/|$)|auth\/)/;

/** Writes that never change cached content (they still may change who the caller is). */
const ACCOUNT_WRITE_PATH = /^\/api\/(?:users(?:\/|$)|users-permissions\/|auth\/)/;
const NO_INVALIDATION_PATH = /^\/api\/(?:analytics-events|remote-health\/events)(?:\/|$)/;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** @param {string} method @param {string} path */
function isCacheable(method, path) {
  return method === 'GET' && CACHEABLE_PATH.test(path);
}

/** @param {string} path */
function isPrivate(path) {
  return PRIVATE_PATH.test(path);
}

/**
 * What a finished request may have changed: 'content' (anything cached), 'auth' (who a token
 * belongs to: blocked, role) or nothing. Admin panel and role endpoints count as content.
 * @param {string} method @param {string} path
 * @returns {'content' | 'auth' | null}
 */
function writeScope(method, path) {
  if (SAFE_METHODS.has(method) || NO_INVALIDATION_PATH.test(path)) return null;
  return ACCOUNT_WRITE_PATH.test(path) ? 'auth' : 'content';
}

module.exports = { CACHEABLE_TYPES, isCacheable, isPrivate, writeScope };
