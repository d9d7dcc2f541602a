'use strict';

const crypto = require('crypto');
const { refuse, consumeOrRefuse } = require('./refuse');
const { DEVICE_TOKEN_HEADER } = require('./device-token');

/**
 * Counters are keyed on a hash of the identifier: fixed length (a long identifier cannot break
 * the key column) and no e-mail addresses in the limiter's table.
 * @param {string} identifier
 */
const accountKey = (identifier) =>
  crypto.createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex').slice(0, 40);

/** users-permissions answers a wrong password and an unknown account with this one error. */
const isWrongCredentials = (/** @type {any} */ error) =>
  error?.name === 'ValidationError' && error?.message === 'Invalid identifier or password';

/**
 * POST /api/auth/local. Successful logins count only towards the per-address flood ceiling, so a
 * school's morning rush is never refused. Failed logins count per bucket: a browser that logged
 * in to this account before (a valid device token) has its own bucket, every other attempt goes
 * to the account's untrusted bucket, so a stranger who locks the untrusted bucket never locks the
 * owner's known browser. Untrusted failures also count per address (password spraying), and that
 * limit refuses only attempts without a device token for the account: the teachers of a school
 * who used the platform before still get in while a pupil behind the same address is stopped.
 *
 * @param {any} ctx
 * @param {() => Promise<void>} next
 * @param {Awaited<ReturnType<typeof import('./limiters').createLimiters>>} limiters
 * @param {ReturnType<typeof import('./settings').authLimitSettings>['login']} limits
 * @param {ReturnType<typeof import('./device-token').createDeviceTokens>} devices
 */
async function limitLogin(ctx, next, limiters, limits, devices) {
  const address = ctx.request.ip;
  await consumeOrRefuse(ctx, limiters.flood, `login:${address}`);

  const identifier = ctx.request.body?.identifier;
  // No identifier: users-permissions refuses the body itself, no password is checked.
  if (typeof identifier !== 'string' || identifier.trim() === '') return next();
  const account = accountKey(identifier);
  const device = devices.verify(ctx.get(DEVICE_TOKEN_HEADER), account);
  const bucket = device ? `${account}:device:${device}` : `${account}:untrusted`;

  if (!device) {
    const sprayed = await limiters.addressFailures.get(address);
    if (sprayed && sprayed.consumedPoints >= limits.addressFailures) refuse(ctx, sprayed.msBeforeNext);
  }

  // One failure is reserved before the password is checked, so parallel guesses cannot all slip
  // through; a success or an answer that is not about the password gives it back.
  const reserved = await consumeOrRefuse(ctx, limiters.accountFailures, bucket);

  try {
    await next();
  } catch (error) {
    if (isWrongCredentials(error)) await recordFailure(limiters, limits, bucket, device ? null : address, reserved.consumedPoints);
    else await limiters.accountFailures.reward(bucket, 1);
    throw error;
  }
  if (ctx.status >= 200 && ctx.status < 300) {
    await limiters.accountFailures.delete(bucket);
    // This browser is known from now on (its device id is kept when it had one).
    if (ctx.body && typeof ctx.body === 'object') ctx.body.deviceToken = devices.issue(account, device ?? undefined);
  } else {
    await limiters.accountFailures.reward(bucket, 1);
  }
}

/**
 * Counts an untrusted failure against the address and, at the bucket's limit, locks the bucket
 * (the account's untrusted attempts, or one device) for a wait that doubles with every lockout
 * it had recently.
 *
 * @param {Awaited<ReturnType<typeof import('./limiters').createLimiters>>} limiters
 * @param {ReturnType<typeof import('./settings').authLimitSettings>['login']} limits
 * @param {string} bucket
 * @param {string | null} address null for a known device
 * @param {number} failures
 */
async function recordFailure(limiters, limits, bucket, address, failures) {
  if (address) await limiters.addressFailures.penalty(address, 1);
  if (failures < limits.accountFailures) return;
  const lockouts = (await limiters.lockouts.penalty(bucket, 1)).consumedPoints;
  const waitSeconds = Math.min(limits.lockoutSeconds * 2 ** (lockouts - 1), limits.lockoutMaxSeconds);
  await limiters.accountFailures.block(bucket, waitSeconds);
}

module.exports = { limitLogin, accountKey };
