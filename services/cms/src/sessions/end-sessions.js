'use strict';

const USER = 'plugin::users-permissions.user';

/**
 * Ends every session of an account: its refresh tokens are deleted from Strapi's session table
 * (`admin::session`, in the one database every instance shares), so no instance can refresh them
 * any more. Its access tokens then die with the account itself (the strategy refuses a deleted or
 * blocked user on every request) or within their lifespan (a password change).
 *
 * @param {any} strapi
 * @param {unknown} userId
 */
async function endAllSessions(strapi, userId) {
  if (userId === undefined || userId === null) return;
  await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(userId));
}

/**
 * Written by hand because users-permissions ends sessions only in its own routes (logout,
 * change-password, reset-password): deleting an account (her own request, an administrator's,
 * the unconfirmed-accounts job) or blocking it in the admin panel leaves its refresh tokens
 * valid, and `rotateRefreshToken` does not look at the user. A database lifecycle catches every
 * path, the admin panel's included. A password set by an administrator ends them too.
 *
 * @param {any} strapi
 */
function endSessionsWithAccount(strapi) {
  strapi.db.lifecycles.subscribe({
    models: [USER],
    /** @param {any} event */
    async afterUpdate(event) {
      const data = event.params?.data ?? {};
      if (data.blocked === true || typeof data.password === 'string') await endAllSessions(strapi, event.result?.id);
    },
    /** @param {any} event */
    async afterDelete(event) {
      await endAllSessions(strapi, event.result?.id ?? event.params?.where?.id);
    },
    /** @param {any} event */
    async beforeDeleteMany(event) {
      const users = await strapi.db.query(USER).findMany({ where: event.params?.where ?? {}, select: ['id'] });
      event.state.userIds = users.map((/** @type {{ id: number }} */ user) => user.id);
    },
    /** @param {any} event */
    async afterDeleteMany(event) {
      for (const id of event.state.userIds ?? []) await endAllSessions(strapi, id);
    },
  });
}

module.exports = { endAllSessions, endSessionsWithAccount };
