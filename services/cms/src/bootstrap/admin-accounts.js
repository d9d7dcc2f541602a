'use strict';

/**
 * The admin roles and local accounts the service sets up at every boot (the chief editor, the
 * product owner): found by name or created, their permissions rewritten, and a local account
 * made when its variables (or, outside production, the local defaults) name one.
 */

const SYSTEM_FIELDS = ['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'];

/** The fields of a content type an editor may touch (not Strapi's own bookkeeping). @param {any} strapi @param {string} uid */
const editableFieldsOf = (strapi, uid) => Object.keys(strapi.contentType(uid).attributes).filter((name) => !SYSTEM_FIELDS.includes(name));

/**
 * The admin role with this name, created with its description if missing.
 * @param {any} strapi @param {string} name @param {string} description
 * @returns {Promise<{ id: number }>}
 */
async function findOrCreateAdminRole(strapi, name, description) {
  const role = await strapi.db.query('admin::role').findOne({ where: { name } });
  return role ?? (await strapi.service('admin::role').create({ name, description }));
}

/**
 * @typedef {object} LocalAccount
 * @property {string} emailVariable the environment variable with the account's email
 * @property {string} passwordVariable the one with its password
 * @property {{ email: string, password: string }} defaults used outside production when the variables are not set
 * @property {string} firstname
 * @property {string} lastname
 */

/**
 * Creates the admin account with this role if it does not exist yet (in production only when its
 * variables are set). An existing account is left as it is: its password may have been changed.
 * @param {any} strapi @param {{ id: number }} role @param {LocalAccount} account
 */
async function ensureLocalAdminUser(strapi, role, account) {
  const isProduction = process.env.NODE_ENV === 'production';
  const email = (process.env[account.emailVariable] || (isProduction ? '' : account.defaults.email)).toLowerCase();
  const password = process.env[account.passwordVariable] || (isProduction ? '' : account.defaults.password);
  if (!email || !password) return;
  if (await strapi.db.query('admin::user').findOne({ where: { email } })) return;
  await strapi.service('admin::user').create({
    email,
    firstname: account.firstname,
    lastname: account.lastname,
    password,
    isActive: true,
    registrationToken: null,
    roles: [role.id],
  });
}

module.exports = { editableFieldsOf, ensureLocalAdminUser, findOrCreateAdminRole };
