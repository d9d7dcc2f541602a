'use strict';

const { getHub } = require('../cache/hub');
const { buildEntry, sendEntry } = require('../cache/entry');
const { isCacheable, isPrivate, writeScope } = require('../cache/routes');

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
 * Shared response cache for role-only content GET routes, plus the rules that keep it right:
 * any write request moves the generation when it finishes (and tells the other instances);
 * account answers are marked private, no-store.
 */
module.exports = () =>
  async function responseCache(/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) {
    const hub = getHub();
    const scope = writeScope(ctx.method, ctx.path);
    if (scope) {
      try {
        await next();
      } finally {
        // After the handler (and its transaction) finished, before the client sees the answer.
        await hub.generations.bump(scope);
        if (isPrivate(ctx.path)) ctx.set('Cache-Control', 'private, no-store');
      }
      return;
    }
    if (isPrivate(ctx.path)) {
      await next();
      ctx.set('Cache-Control', 'private, no-store');
      return;
    }
    if (!hub.enabled || !isCacheable(ctx.method, ctx.path)) return next();

    // Taken before anything is read: a write from here on makes this answer unstorable.
    const content = hub.generations.content;
    // A client asking for an end-to-end reload (Cache-Control: no-cache) gets the uncached path.
    const reload = /\bno-cache\b/i.test(ctx.get('cache-control'));
    const role = hub.generations.ready && !reload ? await hub.callerRole(ctx) : null;
    if (!role) {
      hub.stats.bypass += 1;
      ctx.set('X-Cache', 'BYPASS');
      return next();
    }
    const key = `${role} ${ctx.url}`;
    const stored = hub.lookup(key);
    if (stored) {
      hub.stats.hit += 1;
      return sendEntry(ctx, stored, 'HIT');
    }

    const flight = `${content} ${key}`;
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
      const entry = answeredAs(ctx, role) ? await buildEntry(ctx.body, ctx.response.get('Content-Type') || 'application/json; charset=utf-8', content) : null;
      settle(entry);
      if (!entry) {
        hub.stats.bypass += 1;
        ctx.set('X-Cache', 'BYPASS');
        return;
      }
      hub.stats.miss += 1;
      hub.store(key, entry);
      sendEntry(ctx, entry, 'MISS');
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (!leader) hub.inflight.delete(flight);
    }
  };
