'use strict';

const USER = 'plugin::users-permissions.user';
const DAY_MS = 24 * 60 * 60 * 1000;
/** An account whose address was never confirmed is removed after this many days. */
const UNCONFIRMED_DAYS = 30;

/**
 * Removes accounts registered more than 30 days ago whose e-mail address was never confirmed:
 * they never signed in, so nothing but the registration form is kept about them.
 *
 * @param {any} strapi
 * @param {Date} [now]
 * @returns {Promise<number>} how many were removed
 */
async function removeUnconfirmedAccounts(strapi, now = new Date()) {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS);
  const stale = await strapi.db.query(USER).findMany({
    where: { confirmed: false, createdAt: { $lt: cutoff.toISOString() } },
    select: ['id'],
  });
  for (const { id } of stale) await strapi.db.query(USER).delete({ where: { id } });
  if (stale.length) strapi.log.info(`Removed ${stale.length} account(s) never confirmed in ${UNCONFIRMED_DAYS} days`);
  return stale.length;
}

/**
 * Daily at 03:30. Scheduled jobs run on one instance of a cluster only (CRON_ENABLED is on for one).
 *
 * @param {any} strapi
 */
function scheduleUnconfirmedCleanup(strapi) {
  strapi.cron.add({
    removeUnconfirmedAccounts: {
      task: () => removeUnconfirmedAccounts(strapi),
      options: { rule: '30 3 * * *', tz: 'Europe/Amsterdam' },
    },
  });
}

module.exports = { removeUnconfirmedAccounts, scheduleUnconfirmedCleanup, UNCONFIRMED_DAYS };
