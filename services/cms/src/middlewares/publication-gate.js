'use strict';

const { previewTokenOf } = require('../preview/token');
const { fail } = require('../utils/respond');
const { isContentApiPath } = require('../utils/canonical-path');
const { drafts } = require('../messages');

/**
 * Query parameters with which Strapi's REST API reads drafts (`status=draft`) or picks documents
 * by their publication state, at the top level or inside a populate.
 */
const PUBLICATION_PARAMS = new Set(['status', 'publicationFilter', 'hasPublishedVersion']);

/**
 * The names of the publication parameters a query string uses for anything but the published
 * version (`status=published` is what Strapi reads anyway).
 * @param {string} querystring
 */
function draftParamsOf(querystring) {
  const names = new Set();
  for (const [key, value] of new URLSearchParams(querystring)) {
    for (const segment of key.split(/[[\].]+/)) {
      if (!PUBLICATION_PARAMS.has(segment)) continue;
      if (segment === 'status' && value === 'published') continue;
      names.add(segment);
    }
  }
  return [...names];
}

/**
 * Teachers and visitors only ever read published versions. Strapi's REST API returns drafts to
 * anyone allowed to read a type who asks (`?status=draft`), so those parameters are refused here,
 * before the response cache, unless the request carries a preview credential (which
 * src/preview/authentication.js then checks; an invalid one is 401).
 */
module.exports = () =>
  async function publicationGate(/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) {
    if (!isContentApiPath(ctx.path) || !ctx.querystring || previewTokenOf(ctx.get('authorization')) !== null) return next();
    const refused = draftParamsOf(ctx.querystring);
    if (refused.length === 0) return next();
    fail(ctx, 400, 'ValidationError', drafts.previewOnly, { params: refused });
  };
