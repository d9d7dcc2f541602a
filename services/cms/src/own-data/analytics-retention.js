'use strict';

const EVENT = 'api::analytics-event.analytics-event';
/** Analytics events are kept this many months after they were written (a year, plus the month a yearly comparison needs). */
const ANALYTICS_RETENTION_MONTHS = 13;

/**
 * The moment before which an event is removed: `months` calendar months before `now`, as the
 * assistant's retention of conversations counts (services/assistant/src/retention).
 *
 * @param {Date} now @param {number} months
 */
function analyticsRetentionCutoff(now, months = ANALYTICS_RETENTION_MONTHS) {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Removes the analytics events written more than 13 months before `now` (every account's).
 *
 * @param {any} strapi
 * @param {Date} [now]
 * @returns {Promise<number>} how many were removed
 */
async function removeExpiredAnalyticsEvents(strapi, now = new Date()) {
  const cutoff = analyticsRetentionCutoff(now);
  const result = await strapi.db.query(EVENT).deleteMany({ where: { createdAt: { $lt: cutoff.toISOString() } } });
  const removed = result?.count ?? 0;
  if (removed) strapi.log.info(`Removed ${removed} analytics event(s) older than ${ANALYTICS_RETENTION_MONTHS} months`);
  return removed;
}

/**
 * Daily at 03:45 (after the unconfirmed accounts). Scheduled jobs run on one instance of a
 * cluster only (CRON_ENABLED is on for one).
 *
 * @param {any} strapi
 */
function scheduleAnalyticsRetention(strapi) {
  strapi.cron.add({
    removeExpiredAnalyticsEvents: {
      task: () => removeExpiredAnalyticsEvents(strapi),
      options: { rule: '45 3 * * *', tz: 'Europe/Amsterdam' },
    },
  });
}

module.exports = { removeExpiredAnalyticsEvents, scheduleAnalyticsRetention, analyticsRetentionCutoff, ANALYTICS_RETENTION_MONTHS };
