'use strict';

const { LRUCache } = require('lru-cache');

const USER_UID = 'plugin::users-permissions.user';

/**
 * A verified token's `exp` in ms (Infinity without one). The plugin's verify answers only the user
 * and session in refresh mode, so the claim is read from the token it has just verified.
 * @param {string} token
 */
function expiryOf(token) {
  try {
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' ? exp * 1000 : Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * The cache key part that says whose answer this is: 'public' without a token, 'role:<id>' for
 * a valid users-permissions token of a user who may sign in, and null for anything else
 * (forged, expired or unsigned tokens, API tokens, blocked or unconfirmed users, other schemes).
 * Null means "do not touch the cache": Strapi then answers as it always does.
 *
 * The checks are the ones the users-permissions strategy makes; the user lookups are
 * remembered per `auth` generation, which moves on every user, role or settings write.
 *
 * @param {any} strapi
 * @param {import('./generations').Generations} generations
 */
function createCallerRole(strapi, generations) {
  /** @type {LRUCache<string, { auth: number, role: string | null }>} */
  const users = new LRUCache({ max: 10_000, ttl: 60_000 });
  /**
   * Tokens that verified, with their user id and expiry: verifying costs far more than a hit
   * (jsonwebtoken builds a key object per call). Only successful verifications are kept, and a
   * remembered token is still refused once its `exp` has passed.
   * @type {LRUCache<string, { id: unknown, exp: number }>}
   */
  const verified = new LRUCache({ max: 20_000, ttl: 5 * 60_000 });
  /** @type {{ auth: number, emailConfirmation: boolean } | null} */
  let settings = null;

  const emailConfirmationRequired = async (/** @type {number} */ auth) => {
    if (settings?.auth === auth) return settings.emailConfirmation;
    const advanced = await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' });
    settings = { auth, emailConfirmation: Boolean(advanced?.email_confirmation) };
    return settings.emailConfirmation;
  };

  const roleOfUser = async (/** @type {unknown} */ id, /** @type {number} */ auth) => {
    const key = String(id);
    const known = users.get(key);
    if (known?.auth === auth) return known.role;
    const user = await strapi.db.query(USER_UID).findOne({
      where: { id },
      select: ['id', 'blocked', 'confirmed'],
      populate: { role: { select: ['id'] } },
    });
    let role = null;
    if (user && !user.blocked && user.role && !((await emailConfirmationRequired(auth)) && !user.confirmed)) {
      role = `role:${user.role.id}`;
    }
    // Stored only if no user write happened meanwhile.
    if (generations.auth === auth) users.set(key, { auth, role });
    return role;
  };

  /** @param {{ get: (name: string) => string }} ctx @returns {Promise<string | null>} */
  return async function callerRole(ctx) {
    const header = ctx.get('authorization');
    if (!header) return 'public';
    const parts = header.trim().split(/\s+/);
    if (parts.length !== 2 || parts[0].toLowerCase() !== 'bearer') return null;
    const auth = generations.auth;
    const token = parts[1];
    try {
      let known = verified.get(token);
      if (known && known.exp <= Date.now()) {
        verified.delete(token);
        return null;
      }
      if (!known) {
        // The plugin's own verification: its secret, its algorithm (never "none"), expiry.
        const payload = await strapi.plugin('users-permissions').service('jwt').verify(token);
        if (!payload || payload.id === undefined) return null;
        known = { id: payload.id, exp: expiryOf(token) };
        // Remembered in refresh mode too: the plugin checks a refresh-mode access token's
        // signature, type, expiry and user, never its session (README, 'Sessions'), so
        // remembering it until `exp` refuses nothing later than the plugin does. The user is
        // checked again below on every request, per `auth` generation.
        verified.set(token, known);
      }
      return await roleOfUser(known.id, auth);
    } catch {
      return null;
    }
  };
}

module.exports = { createCallerRole };
