'use strict';

const proxyaddr = require('proxy-addr');

/**
 * Sets `ctx.request.ip` to the caller's real address for everything after it (the login limiter,
 * the admin's login limiter, the logger). `X-Forwarded-For` is believed only when the connection
 * comes from one of the proxies in `server.proxy.trusted` (TRUSTED_PROXIES: addresses, CIDR
 * ranges or proxy-addr names such as `loopback`), walking the header from the right past trusted
 * hops; a header sent by anyone else is ignored. Koa's own `proxy` flag cannot do this: it
 * believes the header from every peer.
 *
 * @param {unknown} _config
 * @param {{ strapi: any }} deps
 */
module.exports = (_config, { strapi }) => {
  /** @type {string[]} */
  const trusted = strapi.config.get('server.proxy.trusted', []);
  const trust = proxyaddr.compile(trusted);
  /** @param {any} ctx @param {() => Promise<void>} next */
  return async (ctx, next) => {
    ctx.request.ip = proxyaddr(ctx.req, trust);
    await next();
  };
};
