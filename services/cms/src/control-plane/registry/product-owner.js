'use strict';

const { editableFieldsOf, ensureLocalAdminUser, findOrCreateAdminRole } = require('../../bootstrap/admin-accounts');
const { CHANGE_UID, ENVIRONMENT_UID, RELEASE_UID, STATE_UID } = require('./contract');

const ROLE_NAME = 'Product owner';
/** Local default, like the super admin's; a deployment sets PRODUCT_OWNER_EMAIL / PRODUCT_OWNER_PASSWORD. */
const PRODUCT_OWNER_DEFAULTS = { email: 'productowner@doorloopjes.nl', password: 'Doorloopjes!Product2026' };

/**
 * An admin role that may edit only the registry: switch remotes, pick versions and canaries,
 * allow overrides per environment. Releases and the history are read-only to it. Rewritten on
 * every boot so a permission ticked by hand does not linger.
 * @param {any} strapi
 */
async function ensureProductOwnerRole(strapi) {
  const roles = strapi.service('admin::role');
  const role = await findOrCreateAdminRole(strapi, ROLE_NAME, 'Zet remotes aan of uit, kiest versies en canaries per omgeving.');

  const explorer = (/** @type {string} */ action, /** @type {string} */ uid) => ({
    action: `plugin::content-manager.explorer.${action}`,
    subject: uid,
    properties: { fields: editableFieldsOf(strapi, uid) },
    conditions: [],
  });
  await roles.assignPermissions(role.id, [
    explorer('read', STATE_UID),
    explorer('update', STATE_UID),
    explorer('read', ENVIRONMENT_UID),
    explorer('update', ENVIRONMENT_UID),
    explorer('read', RELEASE_UID),
    explorer('read', CHANGE_UID),
  ]);
  return role;
}

/**
 * The local product-owner account (not in production unless its variables are set).
 * @param {any} strapi @param {{ id: number }} role
 */
async function ensureProductOwnerUser(strapi, role) {
  await ensureLocalAdminUser(strapi, role, { emailVariable: 'PRODUCT_OWNER_EMAIL', passwordVariable: 'PRODUCT_OWNER_PASSWORD', defaults: PRODUCT_OWNER_DEFAULTS, firstname: 'Product', lastname: 'Owner' });
}

module.exports = { ensureProductOwnerRole, ensureProductOwnerUser, PRODUCT_OWNER_DEFAULTS, PRODUCT_OWNER_ROLE: ROLE_NAME };
