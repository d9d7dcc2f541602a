'use strict';

const { errors } = require('@strapi/utils');
const { imagePopulate, imagesWithoutAlternativeText, refusalMessage } = require('./alternative-text');

/**
 * The content service refuses to publish an entry whose images lack a proper alternative text
 * (alternative-text.js): the editor sees the Dutch reason in the admin panel and the draft stays
 * as it was. Only the `publish` action is checked: that is what the admin panel's 'Publiceren'
 * does; the seed writes its own, described, images.
 * @param {any} strapi
 */
function refusePublishingImagesWithoutAlternativeText(strapi) {
  const schemaOf = (/** @type {string} */ uid) => strapi.getModel(uid);
  strapi.documents.use(async (/** @type {any} */ context, /** @type {() => Promise<unknown>} */ next) => {
    if (context.action !== 'publish' || !String(context.uid).startsWith('api::')) return next();
    const populate = imagePopulate(context.uid, schemaOf);
    if (!populate) return next();
    const { documentId, locale } = context.params ?? {};
    const draft = await strapi.documents(context.uid).findOne({ documentId, locale, status: 'draft', populate });
    const fields = imagesWithoutAlternativeText(draft, context.uid, schemaOf);
    if (fields.length > 0) throw new errors.ValidationError(refusalMessage(fields), { fields });
    return next();
  });
}

module.exports = { refusePublishingImagesWithoutAlternativeText };
