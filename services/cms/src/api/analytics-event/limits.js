'use strict';

const { storeFactory } = require('../../auth-limits/limiters');
const { consumeOrRefuse } = require('../../auth-limits/refuse');

/**
 * How many analytics events one account may write. The platform sends a page view per
 * navigation and a few events per guide video or assistant answer: a teacher who clicks fast
 * writes tens a minute and some hundreds a day, so 120 a minute and 5,000 a day never refuse her,
 * while a loop cannot grow the table (and her data export) without bound.
 *
 * @param {NodeJS.ProcessEnv} [env]
 */
function analyticsEventLimitSettings(env = process.env) {
  return {
    perMinute: Number(env.ANALYTICS_EVENTS_PER_MINUTE || 120),
    perDay: Number(env.ANALYTICS_EVENTS_PER_DAY || 5000),
  };
}

/**
 * The per-account limits on POST /api/analytics-events, counted where the login limits count
 * (memory, or the shared PostgreSQL table of a cluster, so every instance counts together).
 *
 * @param {any} strapi
 * @param {ReturnType<typeof analyticsEventLimitSettings>} [settings]
 */
function analyticsEventLimits(strapi, settings = analyticsEventLimitSettings()) {
  /** @type {Promise<Record<'minute' | 'day', import('rate-limiter-flexible').RateLimiterAbstract>> | undefined} */
  let limiters;
  const create = async () => {
    const kind = strapi.config.get('plugin::users-permissions.ratelimit')?.store ?? 'memory';
    const store = await storeFactory(kind, strapi);
    return {
      minute: store({ keyPrefix: 'analytics-minute', points: settings.perMinute, duration: 60 }),
      day: store({ keyPrefix: 'analytics-day', points: settings.perDay, duration: 24 * 60 * 60 }),
    };
  };
  return {
    /**
     * Takes one event of the account's minute and day, or refuses the request with 429 and Retry-After.
     *
     * @param {any} ctx
     * @param {number} userId
     */
    async take(ctx, userId) {
      limiters ??= create().catch((error) => {
        limiters = undefined;
        throw error;
      });
      const { minute, day } = await limiters;
      await consumeOrRefuse(ctx, minute, `user:${userId}`);
      await consumeOrRefuse(ctx, day, `user:${userId}`);
    },
  };
}

module.exports = { analyticsEventLimits, analyticsEventLimitSettings };
