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

/** Whether the request is for Strapi's content API (`/api/...` in any spelling). @param {string} requestPath */
const isContentApiPath = (requestPath) => canonicalPath(requestPath).startsWith('/api/');

module.exports = { canonicalPath, isContentApiPath };
