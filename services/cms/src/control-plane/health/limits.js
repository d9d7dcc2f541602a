'use strict';

const { loginLimitStore } = require('../../auth-limits/limiters');

/**
 * The health endpoint's counters, in the same store as the login limits (process memory, or
 * the shared PostgreSQL table so every instance of a cluster counts together):
 * - perUser: events per user per minute (a page load sends one per remote it loads);
 * - once: one session per user, page load, remote and version, however often it is sent.
 * @param {any} strapi
 * @param {{ eventsPerUserPerMinute: number }} settings
 */
async function createHealthLimiters(strapi, settings) {
  const store = await loginLimitStore(strapi);
  return {
    perUser: store({ keyPrefix: 'health-user', points: settings.eventsPerUserPerMinute, duration: 60 }),
    once: store({ keyPrefix: 'health-once', points: 1, duration: 60 * 60 }),
  };
}

module.exports = { createHealthLimiters };
