'use strict';

const { errors } = require('@strapi/utils');

/**
 * Answers 429 with the wait: the standard Retry-After header (seconds) and the same number as
 * `error.details.retryAfter`, which a browser can read without CORS header exposure.
 *
 * @param {any} ctx
 * @param {number} msBeforeNext
 * @returns {never}
 */
function refuse(ctx, msBeforeNext) {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  ctx.set('Retry-After', String(retryAfter));
  throw new errors.RateLimitError('Too many attempts, please try again later.', { retryAfter });
}

/**
 * Takes one point; a limiter that is out of points refuses the request. Store failures are thrown
 * as they are (rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an
 * Error when the store fails).
 *
 * @param {any} ctx
 * @param {import('rate-limiter-flexible').RateLimiterAbstract} limiter
 * @param {string} key
 */
async function consumeOrRefuse(ctx, limiter, key) {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return refuse(ctx, /** @type {import('rate-limiter-flexible').RateLimiterRes} */ (rejection).msBeforeNext);
  }
}

module.exports = { refuse, consumeOrRefuse };
