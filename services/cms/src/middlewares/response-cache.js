'use strict';

const { getHub } = require('../cache/hub');
const { buildEntry, sendEntry } = require('../cache/entry');
const { cacheableRoute, headerVariant, isPrivate } = require('../cache/routes');

/**
 * Did Strapi answer this request as the role the key names? Only then may others with that
 * role get the answer: a 200 JSON object, no cookie, authenticated by users-permissions as
 * exactly that role (or as the public role).
 * @param {any} ctx @param {string} role
 */
function answeredAs(ctx, role) {
  if (ctx.status !== 200 || ctx.response.get('Set-Cookie')) return false;
  const body = ctx.body;
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body) || typeof body.pipe === 'function') return false;
  const auth = ctx.state.auth;
  if (auth?.strategy?.name !== 'users-permissions') return false;
  if (role === 'public') return auth.credentials == null;
  return auth.credentials?.role?.id !== undefined && `role:${auth.credentials.role.id}` === role;
}

/**
 * Shared response cache for role-only content GET routes. Writes invalidate from the models they
 * touched (src/cache/invalidation.js), never from the request: a refused, failed or anonymous
 * request moves nothing. Account answers are marked private, no-store.
 */
module.exports = () =>
  async function responseCache(/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) {
    const hub = getHub();
    if (isPrivate(ctx.path)) {
      try {
        await next();
      } finally {
        ctx.set('Cache-Control', 'private, no-store');
      }
      return;
    }
    const route = cacheableRoute(ctx.method, ctx.path);
    if (!hub.enabled || !route) return next();

    // Taken before anything is read: a write from here on makes this answer unstorable.
    const models = hub.modelsOf(route);
    const stamp = hub.generations.stamp(models);
    // A client asking for an end-to-end reload (Cache-Control: no-cache) gets the uncached path.
    const reload = /\bno-cache\b/i.test(ctx.get('cache-control'));
    const role = hub.generations.ready && !reload ? await hub.callerRole(ctx) : null;
    if (!role) {
      hub.stats.bypass += 1;
      ctx.set('X-Cache', 'BYPASS');
      return next();
    }
    const key = `${role} ${headerVariant(ctx.headers)} ${ctx.url}`;
    const stored = hub.lookup(key, stamp);
    if (stored) {
      hub.stats.hit += 1;
      return sendEntry(ctx, stored, 'HIT');
    }

    const flight = `${stamp} ${key}`;
    const leader = hub.inflight.get(flight);
    if (leader) {
      const entry = await leader;
      if (entry) {
        hub.stats.hit += 1;
        return sendEntry(ctx, entry, 'HIT');
      }
    }
    /** @type {(entry: import('../cache/entry').CacheEntry | null) => void} */
    let settle = () => {};
    if (!leader) hub.inflight.set(flight, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
      const entry = answeredAs(ctx, role) ? await buildEntry(ctx.body, ctx.response.get('Content-Type') || 'application/json; charset=utf-8', stamp) : null;
      settle(entry);
      if (!entry) {
        hub.stats.bypass += 1;
        ctx.set('X-Cache', 'BYPASS');
        return;
      }
      hub.stats.miss += 1;
      hub.store(key, entry, hub.generations.stamp(models));
      sendEntry(ctx, entry, 'MISS');
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (!leader) hub.inflight.delete(flight);
    }
  };
