'use strict';

const crypto = require('crypto');
const { refuse, consumeOrRefuse } = require('./refuse');

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
 * school's morning rush is never refused; failed logins count per account and per address.
 *
 * @param {any} ctx
 * @param {() => Promise<void>} next
 * @param {Awaited<ReturnType<typeof import('./limiters').createLimiters>>} limiters
 * @param {ReturnType<typeof import('./settings').authLimitSettings>['login']} limits
 */
async function limitLogin(ctx, next, limiters, limits) {
  const address = ctx.request.ip;
  await consumeOrRefuse(ctx, limiters.flood, `login:${address}`);

  const identifier = ctx.request.body?.identifier;
  // No identifier: users-permissions refuses the body itself, no password is checked.
  if (typeof identifier !== 'string' || identifier.trim() === '') return next();
  const account = accountKey(identifier);

  const sprayed = await limiters.addressFailures.get(address);
  if (sprayed && sprayed.consumedPoints >= limits.addressFailures) refuse(ctx, sprayed.msBeforeNext);

  // One failure is reserved before the password is checked, so parallel guesses cannot all slip
  // through; a success or an answer that is not about the password gives it back.
  const reserved = await consumeOrRefuse(ctx, limiters.accountFailures, account);

  try {
    await next();
  } catch (error) {
    if (isWrongCredentials(error)) await recordFailure(limiters, limits, account, address, reserved.consumedPoints);
    else await limiters.accountFailures.reward(account, 1);
    throw error;
  }
  if (ctx.status >= 200 && ctx.status < 300) await limiters.accountFailures.delete(account);
  else await limiters.accountFailures.reward(account, 1);
}

/**
 * Counts the failure against the address and, at the account's limit, locks the account for a
 * wait that doubles with every lockout it had recently.
 *
 * @param {Awaited<ReturnType<typeof import('./limiters').createLimiters>>} limiters
 * @param {ReturnType<typeof import('./settings').authLimitSettings>['login']} limits
 * @param {string} account
 * @param {string} address
 * @param {number} accountFailures
 */
async function recordFailure(limiters, limits, account, address, accountFailures) {
  await limiters.addressFailures.penalty(address, 1);
  if (accountFailures < limits.accountFailures) return;
  const lockouts = (await limiters.lockouts.penalty(account, 1)).consumedPoints;
  const waitSeconds = Math.min(limits.lockoutSeconds * 2 ** (lockouts - 1), limits.lockoutMaxSeconds);
  await limiters.accountFailures.block(account, waitSeconds);
}

module.exports = { limitLogin, accountKey };
