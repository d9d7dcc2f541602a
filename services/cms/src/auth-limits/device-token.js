'use strict';

const crypto = require('crypto');

/** How long a browser stays known after its last successful login. */
const DEVICE_TOKEN_DAYS = 180;
/** The header a browser sends its device token in (allowed by CORS in config/middlewares.js). */
const DEVICE_TOKEN_HEADER = 'x-device-token';

/**
 * Device tokens (OWASP's device cookies): after a successful login the browser gets a token that
 * names a device id, is bound to the account and signed with a key derived from the
 * users-permissions secret. Failed logins that carry a valid one count for that device only.
 * Format: `<device id>.<expiry, ms>.<signature>`.
 */
function createDeviceTokens(/** @type {string} */ secret) {
  const key = crypto.createHmac('sha256', secret).update('doorloopjes device token').digest();
  const sign = (/** @type {string} */ account, /** @type {string} */ device, /** @type {number} */ expires) =>
    crypto.createHmac('sha256', key).update(`${account}.${device}.${expires}`).digest('base64url');

  return {
    /** A fresh (or renewed) token for a device of this account. @param {string} account @param {string} [device] */
    issue(account, device = crypto.randomBytes(16).toString('base64url')) {
      const expires = Date.now() + DEVICE_TOKEN_DAYS * 24 * 60 * 60 * 1000;
      return `${device}.${expires}.${sign(account, device, expires)}`;
    },
    /**
     * The device id of a valid, unexpired token for this account, or null.
     * @param {unknown} token @param {string} account
     */
    verify(token, account) {
      if (typeof token !== 'string' || token.length > 200) return null;
      const [device, expiresText, signature] = token.split('.');
      const expires = Number(expiresText);
      if (!device || !signature || !Number.isFinite(expires) || expires < Date.now()) return null;
      const expected = Buffer.from(sign(account, device, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? device : null;
    },
  };
}

module.exports = { createDeviceTokens, DEVICE_TOKEN_HEADER };
