'use strict';

const { loginLimitStore } = require('../auth-limits/limiters');
const { consumeOrRefuse } = require('../auth-limits/refuse');

/**
 * Per account: exports (each one reads every conversation from the assistant) and deletion
 * attempts (each one checks a password, so a stolen token cannot be used to guess it). Counted
 * where the login limits count (memory, or the shared PostgreSQL table of a cluster).
 *
 * @param {any} strapi
 */
function ownDataLimits(strapi) {
  /** @type {Promise<Record<'export' | 'deletion', import('rate-limiter-flexible').RateLimiterAbstract>> | undefined} */
  let limiters;
  const create = async () => {
    const store = await loginLimitStore(strapi);
    return {
      export: store({ keyPrefix: 'own-data-export', points: Number(process.env.DATA_EXPORTS_PER_HOUR || 10), duration: 3600 }),
      deletion: store({ keyPrefix: 'own-data-deletion', points: 5, duration: 900 }),
    };
  };
  return {
    /**
     * Takes one point for the account or refuses the request with 429 and Retry-After.
     *
     * @param {any} ctx
     * @param {'export' | 'deletion'} kind
     * @param {number} userId
     */
    async take(ctx, kind, userId) {
      limiters ??= create().catch((error) => {
        limiters = undefined;
        throw error;
      });
      await consumeOrRefuse(ctx, (await limiters)[kind], `user:${userId}`);
    },
  };
}

module.exports = { ownDataLimits };
