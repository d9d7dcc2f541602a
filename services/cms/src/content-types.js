'use strict';

/**
 * The one list of the platform's content types. Permissions, the response cache's routes and
 * the seed's counts are derived from it; each type's kind and URL name come from its own
 * Strapi schema, so they cannot drift from what Strapi serves.
 *
 * `visitors`: what anyone may read without logging in (the landing page and its modals; the
 * feed lists news, articles and webinars flagged show_on_homepage). A logged-in user may read
 * every type in the catalogue.
 * `cached`: the shared response cache may answer it (its answer depends on the caller's role
 * alone). Authors and experts are only read through the content that populates them.
 */

/** @typedef {'find' | 'findOne'} ReadAction */
/** @typedef {{ name: string, visitors: ReadAction[], cached: boolean }} CatalogueEntry */
/**
 * @typedef {CatalogueEntry & { uid: string, kind: 'collectionType' | 'singleType', pluralName: string, path: string }} ContentType
 */

/** @type {CatalogueEntry[]} */
const ENTRIES = [
  { name: 'doorloopje', visitors: [], cached: true },
  { name: 'theme', visitors: [], cached: true },
  { name: 'digidate', visitors: ['find'], cached: true },
  { name: 'artikel', visitors: ['find'], cached: true },
  { name: 'nieuws-item', visitors: ['find'], cached: true },
  { name: 'why', visitors: [], cached: true },
  { name: 'how', visitors: [], cached: true },
  { name: 'auteur', visitors: [], cached: false },
  { name: 'expert', visitors: [], cached: false },
  { name: 'landingpage', visitors: ['find', 'findOne'], cached: true },
  { name: 'global-setting', visitors: ['find'], cached: true },
  { name: 'contact-pagina', visitors: ['find'], cached: true },
  { name: 'privacyverklaring', visitors: ['find'], cached: true },
  { name: 'doorloopje-van-de-maand', visitors: [], cached: true },
];

/**
 * @param {CatalogueEntry} entry
 * @returns {ContentType}
 */
function describe(entry) {
  const schema = require(`./api/${entry.name}/content-types/${entry.name}/schema.json`);
  /** @type {'collectionType' | 'singleType'} */
  const kind = schema.kind;
  const pluralName = schema.info.pluralName;
  return {
    ...entry,
    uid: `api::${entry.name}.${entry.name}`,
    kind,
    pluralName,
    // A single type is served under its singular name, a collection under its plural.
    path: kind === 'singleType' ? schema.info.singularName : pluralName,
  };
}

/** @type {ContentType[]} */
const CONTENT_TYPES = ENTRIES.map(describe);

/**
 * The read actions a role is granted on a type: a single type has one document (`find`), a
 * collection a list and its items.
 * @param {ContentType} type
 * @returns {ReadAction[]}
 */
function readActions(type) {
  return type.kind === 'singleType' ? ['find'] : ['find', 'findOne'];
}

/**
 * @param {ContentType} type @param {ReadAction} action
 */
const actionOf = (type, action) => `${type.uid}.${action}`;

module.exports = { CONTENT_TYPES, readActions, actionOf };
