'use strict';

const { CONTENT_TYPES } = require('../content-types');
const { canonicalPath } = require('../utils/canonical-path');

/**
 * Which requests the shared response cache may answer. Only content whose answer depends on the
 * caller's role alone: never the caller's own account, auth flows, analytics, uploads or admin.
 */
const CACHEABLE_TYPES = CONTENT_TYPES.filter((type) => type.cached).map((type) => type.path);

const CACHEABLE_PATH = new RegExp(`^/api/(${CACHEABLE_TYPES.join('|')})(?:/[^/]+)?$`);

/** Answers about the caller's own account: never stored by anyone, not even the browser. */
const PRIVATE_PATH = /^\/api\/(?:users(?:\/|$)|auth\/)/;

/**
 * Request headers that change Strapi's answer to a content GET, with the exact test Strapi applies
 * to each (read from @strapi/core 5.54 `core-api/controller`: `transformResponse`). Each is part of
 * the cache key, so a caller asking for another shape never poisons the plain answer. Also read in
 * that version, and not answer-changing for these routes: Accept-Language (locales come from the
 * `locale` query parameter, which is in the URL), Origin (CORS headers are set per request, also
 * on hits), Accept-Encoding and If-None-Match (each stored entry carries every encoding and its
 * ETag), Cache-Control (`no-cache` takes the uncached path).
 * @type {ReadonlyArray<{ header: string, variant: (value: string | undefined) => string }>}
 */
const ANSWER_CHANGING_HEADERS = [
  // `v4`: the old `{ id, attributes }` shape.
  { header: 'strapi-response-format', variant: (value) => (value === 'v4' ? 'v4' : '') },
  // `true`: invisible source-map characters in every string (for visual editing).
  { header: 'strapi-encode-source-maps', variant: (value) => (value === 'true' ? 'source-maps' : '') },
];

/**
 * The part of the cache key the request's headers decide: empty for the plain answer.
 * @param {Record<string, string | string[] | undefined>} headers
 */
function headerVariant(headers) {
  return ANSWER_CHANGING_HEADERS.map(({ header, variant }) => {
    const value = headers[header];
    return variant(Array.isArray(value) ? value.join(', ') : value);
  })
    .filter(Boolean)
    .join('+');
}

/**
 * The cached route a request is for (its path segment), or null when the cache may not answer.
 * @param {string} method @param {string} path in any spelling (src/utils/canonical-path.js)
 */
function cacheableRoute(method, path) {
  if (method !== 'GET') return null;
  return CACHEABLE_PATH.exec(canonicalPath(path))?.[1] ?? null;
}

/** @param {string} path */
function isPrivate(path) {
  return PRIVATE_PATH.test(canonicalPath(path));
}

module.exports = { CACHEABLE_TYPES, ANSWER_CHANGING_HEADERS, headerVariant, cacheableRoute, isPrivate };
