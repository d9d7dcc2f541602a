'use strict';

const { CONTENT_TYPES } = require('../content-types');
const { CHANGE_UID, DEPLOY_TOKEN_UID, ENVIRONMENT_UID, RELEASE_UID, STATE_UID } = require('../control-plane/registry/contract');
const { PRODUCT_OWNER_ROLE } = require('../control-plane/registry/product-owner');

/**
 * The content of the product: what editors and authors write (guides, themes, articles, news,
 * webinars, why/how, authors and experts, the landing page, settings, contact, privacy and the
 * guide of the month). The one list in src/content-types.js.
 * @type {readonly string[]}
 */
const PRODUCT_CONTENT_TYPES = Object.freeze(CONTENT_TYPES.map((type) => type.uid));

/** The remote control plane: which code runs where, and its history. Product owners and the super admin only. */
const CONTROL_PLANE_TYPES = Object.freeze([RELEASE_UID, STATE_UID, ENVIRONMENT_UID, CHANGE_UID, DEPLOY_TOKEN_UID]);

/** What is kept about teachers: accounts, their analytics and the record of their data requests. */
const PERSONAL_DATA_TYPES = Object.freeze(['plugin::users-permissions.user', 'api::analytics-event.analytics-event', 'api::data-request.data-request']);

/** No admin role but the super admin (and, for the control plane, the product owner) may touch these. */
const PROTECTED_TYPES = Object.freeze([...CONTROL_PLANE_TYPES, ...PERSONAL_DATA_TYPES]);

/** Strapi's own content roles, narrowed to the product's content. */
const CONTENT_ROLE_CODES = Object.freeze(['strapi-editor', 'strapi-author']);
const SUPER_ADMIN_CODE = 'strapi-super-admin';

/** Publishing (and unpublishing): the Hoofdredacteur's alone (src/bootstrap/chief-editor.js, docs/editors.md). */
const PUBLISH_ACTION = 'plugin::content-manager.explorer.publish';

/** @typedef {{ action: string, subject: string | null, properties?: unknown, conditions?: unknown, actionParameters?: unknown }} Permission */

/**
 * The permissions a role keeps: Editor and Author only those on product content types (and the
 * ones without a subject: media library, own profile), and no publishing; any other role (one made in the admin
 * panel) loses every permission on a protected type.
 * @param {{ code: string }} role @param {Permission[]} permissions
 */
function allowedPermissions(role, permissions) {
  if (CONTENT_ROLE_CODES.includes(role.code)) {
    return permissions.filter((permission) => permission.action !== PUBLISH_ACTION && (!permission.subject || PRODUCT_CONTENT_TYPES.includes(permission.subject)));
  }
  return permissions.filter((permission) => !permission.subject || !PROTECTED_TYPES.includes(permission.subject));
}

/**
 * On every boot: Strapi's default Editor and Author roles get every content type, the control
 * plane and personal data included (an editor could switch production's code, edit a release's
 * manifest, delete history and read analytics), and the Editor publishes. They are narrowed to the
 * product's content types without publishing;
 * every other role except the super admin and the product owner loses the protected types. A
 * permission ticked by hand in the admin panel is removed again at the next start.
 * @param {any} strapi
 * @returns {Promise<Record<string, number>>} permissions removed per role name
 */
async function narrowEditorRoles(strapi) {
  const roles = await strapi.db.query('admin::role').findMany({ select: ['id', 'name', 'code'] });
  /** @type {Record<string, number>} */
  const removed = {};
  for (const role of roles) {
    if (role.code === SUPER_ADMIN_CODE || role.name === PRODUCT_OWNER_ROLE) continue;
    /** @type {Permission[]} */
    const permissions = await strapi.service('admin::permission').findMany({ where: { role: { id: role.id } } });
    const kept = allowedPermissions(role, permissions);
    if (kept.length === permissions.length) continue;
    await strapi.service('admin::role').assignPermissions(
      role.id,
      kept.map(({ action, subject, properties, conditions, actionParameters }) => ({ action, subject, properties, conditions, actionParameters })),
    );
    removed[role.name] = permissions.length - kept.length;
  }
  if (Object.keys(removed).length > 0) strapi.log.info(`Admin roles narrowed (permissions removed): ${JSON.stringify(removed)}`);
  return removed;
}

module.exports = { narrowEditorRoles, PUBLISH_ACTION, PRODUCT_CONTENT_TYPES, CONTROL_PLANE_TYPES, PERSONAL_DATA_TYPES, PROTECTED_TYPES };
