'use strict';

const { checkCanaries } = require('./guard');
const { applyFigureRetention } = require('./page-figures');
const { prunePeople } = require('./people');
const { applyRetention } = require('./store');

/**
 * A cron rule (with seconds) that fires every `seconds`, aligned to the clock, so the check
 * points are fixed moments rather than "whenever someone looks".
 * @param {number} seconds
 */
function everySecondsRule(seconds) {
  if (seconds < 60) return `*/${Math.max(1, Math.round(seconds))} * * * * *`;
  return `0 */${Math.max(1, Math.round(seconds / 60))} * * * *`;
}

/**
 * Registers the guard's check points and the hourly retention as Strapi cron jobs, only where
 * cron is enabled (one instance of a cluster).
 * @param {any} strapi
 */
function scheduleHealthJobs(strapi) {
  // CRON_ENABLED=false on all but one instance of a cluster: only that one checks and prunes.
  if (!strapi.config.get('server.cron.enabled', true)) return;
  /** @type {ReturnType<typeof import('./settings').healthSettings>} */
  const settings = strapi.config.get('remote-health');
  let running = false;
  strapi.cron.add({
    remoteHealthGuard: {
      // A check point that is still running when the next one comes is not started twice.
      task: async () => {
        if (running) return;
        running = true;
        try {
          await checkCanaries(strapi, settings);
        } catch (error) {
          strapi.log.error(`[remote-health] controle mislukt: ${error instanceof Error ? error.stack : String(error)}`);
        } finally {
          running = false;
        }
      },
      options: { rule: everySecondsRule(settings.checkIntervalSeconds) },
    },
    remoteHealthRetention: {
      task: async () => {
        try {
          const retention = { minuteDays: settings.minuteRetentionDays, hourDays: settings.hourRetentionDays };
          await applyRetention(strapi.db.connection, retention);
          await applyFigureRetention(strapi.db.connection, retention);
          await prunePeople(strapi.db.connection, settings.userRetentionHours);
        } catch (error) {
          strapi.log.error(`[remote-health] opruimen mislukt: ${error instanceof Error ? error.stack : String(error)}`);
        }
      },
      options: { rule: '0 7 * * * *' },
    },
  });
}

module.exports = { scheduleHealthJobs, everySecondsRule };
