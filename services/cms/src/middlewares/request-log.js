'use strict';

/** How often the answers left out of the log are summed up in one line. */
const SUMMARY_EVERY_MS = 60_000;

/**
 * Strapi's request log (`strapi::logger`: one `http` line per request with its time and status),
 * except for answers the response cache served (`X-Cache: HIT`): those are the platform's
 * busiest requests (every list page, thousands a second at the start of a school day) and cost a
 * line each, formatted and written by winston, for nothing they tell. They are counted instead
 * and summed up in one line per minute at most.
 *
 * @param {unknown} _config
 * @param {{ strapi: any }} deps
 */
module.exports = (_config, { strapi }) => {
  let hits = 0;
  let summarisedAt = Date.now();
  /** @param {any} ctx @param {() => Promise<void>} next */
  return async function requestLog(ctx, next) {
    const start = Date.now();
    await next();
    const now = Date.now();
    if (ctx.response.get('X-Cache') === 'HIT') {
      hits += 1;
    } else {
      strapi.log.http(`${ctx.method} ${ctx.url} (${Math.ceil(now - start)} ms) ${ctx.status}`);
    }
    if (hits > 0 && now - summarisedAt >= SUMMARY_EVERY_MS) {
      strapi.log.http(`${hits} answers from the response cache since ${new Date(summarisedAt).toISOString()}`);
      hits = 0;
      summarisedAt = now;
    }
  };
};
