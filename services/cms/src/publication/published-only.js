'use strict';

const { contentTypes } = require('@strapi/utils');
const { CONTENT_TYPES } = require('../content-types');

/** The document service's reads; writes are the admin panel's and the platform's own. */
const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
/** Parameters with which a read picks documents by publication state instead of reading the published version. */
const PUBLICATION_PARAMS = ['publicationFilter', 'hasPublishedVersion'];

/**
 * The entry a request's preview credential was issued for (src/preview/token.js), or null.
 * @param {any} ctx @returns {{ uid: string, documentId: string } | null}
 */
function previewedEntry(ctx) {
  const credentials = ctx.state.auth?.strategy?.name === 'preview' ? ctx.state.auth.credentials : null;
  const type = credentials && CONTENT_TYPES.find((candidate) => candidate.name === credentials.contentType);
  return type ? { uid: type.uid, documentId: String(credentials.documentId) } : null;
}

/**
 * The parameters a content-API read runs with: the published version, whatever the request's
 * path, query or populate asked for; a preview credential's own entry may be read as a draft,
 * that entry alone.
 * @param {{ action: string, uid: string, params?: any }} read @param {{ uid: string, documentId: string } | null} previewed
 */
function readParams({ action, uid, params = {} }, previewed) {
  const rest = { ...params };
  for (const name of PUBLICATION_PARAMS) delete rest[name];
  if (params.status !== 'draft' || previewed?.uid !== uid) return { ...rest, status: 'published' };
  if (action === 'findOne') return params.documentId === previewed.documentId ? rest : { ...rest, status: 'published' };
  const filters = rest.filters ? { $and: [rest.filters, { documentId: previewed.documentId }] } : { documentId: previewed.documentId };
  return { ...rest, filters };
}

/**
 * Teachers and visitors read published versions only: this is enforced where content is read (a
 * document-service middleware on every read during a content-API request: Strapi's own
 * controllers, the platform's and plugins' alike), not on the URL, so no spelling of an address,
 * query parameter or populate reaches a draft. Populated relations of a published version are
 * published versions themselves (Strapi keeps relations per version). The admin panel (admin
 * routes) and the platform's own jobs (no request) read as before.
 * @param {any} strapi
 */
function enforcePublishedOnly(strapi) {
  strapi.documents.use(async (/** @type {any} */ context, /** @type {() => Promise<unknown>} */ next) => {
    if (!READ_ACTIONS.has(context.action) || !contentTypes.hasDraftAndPublish(context.contentType)) return next();
    const ctx = strapi.requestContext.get();
    if (ctx?.state?.route?.info?.type !== 'content-api') return next();
    context.params = readParams(context, previewedEntry(ctx));
    return next();
  });
}

module.exports = { enforcePublishedOnly, readParams };
