'use strict';

const { CONTENT_TYPES, actionOf, readActions } = require('../content-types');

/** What visitors read without login: the landing page, its modals and its feed. */
const PUBLIC_ACTIONS = [
  ...CONTENT_TYPES.flatMap((type) => type.visitors.map((action) => actionOf(type, action))),
  // A new access token for a refresh token (sent without one: the old one may have expired).
  // users-permissions grants it only on a fresh database, not to one that predates sessions.
  'plugin::users-permissions.auth.refresh',
];

const AUTHENTICATED_ACTIONS = [
  ...CONTENT_TYPES.flatMap((type) => readActions(type).map((action) => actionOf(type, action))),
  'api::analytics-event.analytics-event.create',
  'api::remote-health.remote-health.report',
  'api::remote-health.remote-health.figure',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.user.update',
  'plugin::users-permissions.auth.changePassword',
  // Ending this session, or every session of the account ({ scope: 'all' }).
  'plugin::users-permissions.auth.logout',
  // The caller's own data: export and deletion (src/api/account).
  'api::account.account.exportMe',
  'api::account.account.deleteMe',
];

/**
 * Never granted to platform users: listing or reading other accounts, role management, and
 * reading analytics. Removed on every boot in case someone ticked them in the admin panel.
 */
const FORBIDDEN_ACTIONS = [
  'plugin::users-permissions.user.find',
  'plugin::users-permissions.user.findOne',
  'plugin::users-permissions.user.count',
  'plugin::users-permissions.user.create',
  'plugin::users-permissions.user.destroy',
  'plugin::users-permissions.role.find',
  'plugin::users-permissions.role.findOne',
  'plugin::users-permissions.role.createRole',
  'plugin::users-permissions.role.updateRole',
  'plugin::users-permissions.role.deleteRole',
  'plugin::users-permissions.permissions.getPermissions',
  'api::analytics-event.analytics-event.find',
  'api::analytics-event.analytics-event.findOne',
  'api::analytics-event.analytics-event.update',
  'api::analytics-event.analytics-event.delete',
];

/**
 * Grants exactly what the platform needs to the public and authenticated roles, so a fresh
 * database works without clicking through the admin panel.
 *
 * @param {any} strapi
 */
async function ensurePermissions(strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');

  for (const [type, wanted] of /** @type {const} */ ([
    ['public', PUBLIC_ACTIONS],
    ['authenticated', AUTHENTICATED_ACTIONS],
  ])) {
    const role = await roles.findOne({ where: { type } });
    if (!role) throw new Error(`users-permissions role "${type}" is missing`);

    const existing = await permissions.findMany({ where: { role: role.id }, select: ['id', 'action'] });
    const have = new Set(existing.map((/** @type {{ action: string }} */ p) => p.action));
    for (const action of wanted) {
      if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
    }
    const forbidden = existing.filter((/** @type {{ action: string }} */ p) => FORBIDDEN_ACTIONS.includes(p.action));
    for (const permission of forbidden) await permissions.delete({ where: { id: permission.id } });
  }
}

module.exports = { ensurePermissions, PUBLIC_ACTIONS, AUTHENTICATED_ACTIONS };
