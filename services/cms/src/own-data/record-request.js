'use strict';

/** What a deletion's record says did it, when the teacher asked herself. */
const SELF = 'de gebruiker zelf';

/**
 * Writes who exported or deleted which account, and when (the entry's createdAt). Only the
 * account id is kept, so the record outlives the account without keeping her data.
 *
 * @param {any} strapi
 * @param {{ kind: 'export' | 'deletion', subjectUserId: number, actor: string, summary?: object }} request
 */
function recordRequest(strapi, request) {
  return strapi.db.query('api::data-request.data-request').create({ data: request });
}

module.exports = { recordRequest, SELF };
