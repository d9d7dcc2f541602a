'use strict';

const path = require('path');

/**
 * The one spelling of a request path every path-based middleware (publication gate, response
 * cache, image formats, deploy-token refusals, login limits) compares against. Strapi's router
 * matches paths regardless of case and with or without a trailing slash, so `/API/users/me/`
 * reaches the same controller as `/api/users/me`; a check written against the raw path would be
 * walked around. Percent-encoded letters are decoded, `//`, `/./` and `..` resolved, the trailing
 * slash dropped and the whole lower-cased (route names are lower case; only the comparison uses
 * this, the request itself is left as sent).
 * @param {string} requestPath
 */
function canonicalPath(requestPath) {
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // A malformed escape: compare the raw path (Strapi's router refuses it anyway).
  }
  return path.posix.normalize(`/${decoded}`).toLowerCase().replace(/\/+$/, '') || '/';
}

/** Letters, digits and `-._~`: percent-encoding them changes nothing (RFC 3986, 6.2.2.2). */
const ENCODED_UNRESERVED = /%(2[dD]|2[eE]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/**
 * The spelling of a content-API path Strapi's handlers are given (src/middlewares/canonical-spelling.js):
 * percent-encoded letters decoded, `//` and `/./` resolved, no trailing slash, and `/api/<name>`
 * in lower case. Later segments keep their case (they may be ids); Strapi matches them regardless
 * of case. Null for a path outside the content API.
 * @param {string} requestPath
 */
function contentApiSpelling(requestPath) {
  const decoded = requestPath.replace(ENCODED_UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  const normalized = path.posix.normalize(`/${decoded}`).replace(/\/+$/, '');
  const [, prefix, name = '', rest = ''] = /^\/([^/]*)(?:\/([^/]*))?(.*)$/.exec(normalized) ?? [];
  if (prefix?.toLowerCase() !== 'api' || !name) return null;
  return `/api/${name.toLowerCase()}${rest}`;
}

/** Whether the request is for Strapi's content API (`/api/...` in any spelling). @param {string} requestPath */
const isContentApiPath = (requestPath) => canonicalPath(requestPath).startsWith('/api/');

module.exports = { canonicalPath, contentApiSpelling, isContentApiPath };
