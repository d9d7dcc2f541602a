'use strict';

const { CHANGE_UID, ENVIRONMENT_UID, RELEASE_UID, STATE_UID } = require('./contract');

const ROLE_NAME = 'Product owner';
/** Local default, like the super admin's; a deployment sets PRODUCT_OWNER_EMAIL / PRODUCT_OWNER_PASSWORD. */
const PRODUCT_OWNER_DEFAULTS = { email: 'productowner@doorloopjes.nl', password: 'Doorloopjes!Product2026' };

/** @param {any} strapi @param {string} uid */
const fieldsOf = (strapi, uid) => Object.keys(strapi.contentType(uid).attributes).filter((name) => !['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(name));

/**
 * An admin role that may edit only the registry: switch remotes, pick versions and canaries,
 * allow overrides per environment. Releases and the history are read-only to it. Rewritten on
 * every boot so a permission ticked by hand does not linger.
 * @param {any} strapi
 */
async function ensureProductOwnerRole(strapi) {
  const roles = strapi.service('admin::role');
  let role = await strapi.db.query('admin::role').findOne({ where: { name: ROLE_NAME } });
  if (!role) role = await roles.create({ name: ROLE_NAME, description: 'Zet remotes aan of uit, kiest versies en canaries per omgeving.' });

  const explorer = (/** @type {string} */ action, /** @type {string} */ uid) => ({
    action: `plugin::content-manager.explorer.${action}`,
    subject: uid,
    properties: { fields: fieldsOf(strapi, uid) },
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
  const isProduction = process.env.NODE_ENV === 'production';
  const email = (process.env.PRODUCT_OWNER_EMAIL || (isProduction ? '' : PRODUCT_OWNER_DEFAULTS.email)).toLowerCase();
  const password = process.env.PRODUCT_OWNER_PASSWORD || (isProduction ? '' : PRODUCT_OWNER_DEFAULTS.password);
  if (!email || !password) return;
  if (await strapi.db.query('admin::user').findOne({ where: { email } })) return;
  await strapi.service('admin::user').create({
    email,
    firstname: 'Product',
    lastname: 'Owner',
    password,
    isActive: true,
    registrationToken: null,
    roles: [role.id],
  });
}

module.exports = { ensureProductOwnerRole, ensureProductOwnerUser, PRODUCT_OWNER_DEFAULTS, PRODUCT_OWNER_ROLE: ROLE_NAME };
