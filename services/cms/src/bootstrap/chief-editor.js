'use strict';

const { CONTENT_TYPES } = require('../content-types');
const { editableFieldsOf, ensureLocalAdminUser, findOrCreateAdminRole } = require('./admin-accounts');

const ROLE_NAME = 'Hoofdredacteur';
/** Local default, like the product owner's; a deployment sets CHIEF_EDITOR_EMAIL / CHIEF_EDITOR_PASSWORD. */
const CHIEF_EDITOR_DEFAULTS = { email: 'hoofdredacteur@doorloopjes.nl', password: 'Doorloopjes!Redactie2026' };
/** The media library: pick, upload and describe images and hand-outs. */
const MEDIA_ACTIONS = ['read', 'assets.create', 'assets.update', 'assets.download', 'assets.copy-link'].map((action) => `plugin::upload.${action}`);

/**
 * The admin role that may publish: everything an editor does on the product's content (the
 * catalogue of src/content-types.js: guides, themes, webinars, news, articles, why/how, the
 * landing page and the site's pages, authors and experts) plus Strapi's publish permission on
 * the types with drafts. Nothing of the control plane (remote registry, health), accounts or
 * personal data. Rewritten on every boot so a permission ticked by hand does not linger.
 * @param {any} strapi
 */
async function ensureChiefEditorRole(strapi) {
  const roles = strapi.service('admin::role');
  const role = await findOrCreateAdminRole(strapi, ROLE_NAME, 'Schrijft, bekijkt en publiceert de content van het platform.');

  const permissions = CONTENT_TYPES.flatMap((type) => {
    const model = strapi.contentType(type.uid);
    const actions = ['create', 'read', 'update', 'delete', ...(model.options?.draftAndPublish ? ['publish'] : [])];
    return actions.map((action) => ({
      action: `plugin::content-manager.explorer.${action}`,
      subject: type.uid,
      // Publishing and deleting act on the whole document, not on fields.
      properties: ['publish', 'delete'].includes(action) ? {} : { fields: editableFieldsOf(strapi, type.uid) },
      conditions: [],
    }));
  });
  await roles.assignPermissions(role.id, [...permissions, ...MEDIA_ACTIONS.map((action) => ({ action, subject: null, properties: {}, conditions: [] }))]);
  return role;
}

/**
 * The local chief editor's account (not in production unless its variables are set).
 * @param {any} strapi @param {{ id: number }} role
 */
async function ensureChiefEditorUser(strapi, role) {
  await ensureLocalAdminUser(strapi, role, { emailVariable: 'CHIEF_EDITOR_EMAIL', passwordVariable: 'CHIEF_EDITOR_PASSWORD', defaults: CHIEF_EDITOR_DEFAULTS, firstname: 'Hoofd', lastname: 'Redacteur' });
}

/** @param {any} strapi */
async function ensureChiefEditor(strapi) {
  await ensureChiefEditorUser(strapi, await ensureChiefEditorRole(strapi));
}

module.exports = { ensureChiefEditor, CHIEF_EDITOR_DEFAULTS, CHIEF_EDITOR_ROLE: ROLE_NAME };
