'use strict';

const { ENVIRONMENT_UID } = require('./contract');

/** Where users are: a per-browser remote override (QA) never applies there. */
const NO_OVERRIDES = 'production';

/**
 * `allowOverrides` stays off for production whatever an admin or a product owner saves: every
 * create or update of that environment is written with it off, and the registry view answers
 * false for it in any case (registry-view.js).
 * @param {any} strapi
 */
function keepOverridesOffInProduction(strapi) {
  strapi.documents.use(async (/** @type {any} */ context, /** @type {() => Promise<any>} */ next) => {
    if (context.uid !== ENVIRONMENT_UID || !['create', 'update'].includes(context.action)) return next();
    const data = context.params?.data;
    if (data && 'allowOverrides' in data) {
      const name = data.name ?? (context.params.documentId ? (await strapi.db.query(ENVIRONMENT_UID).findOne({ where: { documentId: context.params.documentId } }))?.name : undefined);
      if (name === NO_OVERRIDES) data.allowOverrides = false;
    }
    return next();
  });
}

module.exports = { keepOverridesOffInProduction, NO_OVERRIDES };
