'use strict';

const { RateLimiterMemory, RateLimiterPostgres } = require('rate-limiter-flexible');

/** One table holds every counter; each limiter's keyPrefix keeps its keys apart. */
const TABLE = 'auth_rate_limits';

/**
 * Creates the limiters (rate-limiter-flexible) in process memory or in the content service's
 * own PostgreSQL database, so every instance of a cluster counts against the same numbers.
 *
 * @param {ReturnType<typeof import('./settings').authLimitSettings>} settings
 * @param {any} strapi
 */
async function createLimiters(settings, strapi) {
  const { login } = settings;
  const definitions = {
    // Fixed windows: a counter starts with its first point and is reset when its window ends.
    flood: { points: settings.addressRequestsPerMinute, duration: 60 },
    accountFailures: { points: login.accountFailures, duration: login.accountFailureWindowSeconds },
    lockouts: { points: Number.MAX_SAFE_INTEGER, duration: login.lockoutMemorySeconds },
    addressFailures: { points: login.addressFailures, duration: login.addressFailureWindowSeconds },
    registrations: { points: settings.registrationsPerAddress, duration: settings.registrationsWindowSeconds },
    emailAddress: { points: settings.emailAddressRequests, duration: settings.emailAddressWindowSeconds },
    mailbox: { points: settings.mailboxRequests, duration: settings.mailboxWindowSeconds },
    mail: { points: settings.mailPerMinute, duration: 60 },
    other: { points: settings.otherRequests, duration: settings.otherWindowSeconds },
  };

  const store = await storeFactory(settings.store, strapi);
  /** @type {Record<keyof typeof definitions, import('rate-limiter-flexible').RateLimiterAbstract>} */
  const limiters = /** @type {any} */ ({});
  for (const [name, options] of Object.entries(definitions)) {
    limiters[/** @type {keyof typeof definitions} */ (name)] = store({ keyPrefix: `auth-${name}`, ...options });
  }
  return limiters;
}

/**
 * @param {string} kind
 * @param {any} strapi
 * @returns {Promise<(options: { keyPrefix: string, points: number, duration: number }) => import('rate-limiter-flexible').RateLimiterAbstract>}
 */
async function storeFactory(kind, strapi) {
  if (kind === 'memory') return (options) => new RateLimiterMemory(options);
  if (kind !== 'postgres') throw new Error(`AUTH_RATE_LIMIT_STORE must be memory or postgres, not "${kind}"`);
  const knex = strapi.db.connection;
  if (strapi.config.get('database.connection.client') !== 'postgres') {
    throw new Error('AUTH_RATE_LIMIT_STORE=postgres needs DATABASE_CLIENT=postgres');
  }
  // Created once here, so the limiters need not race each other (or other instances) to create it.
  await knex.raw(`CREATE TABLE IF NOT EXISTS "${TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`)
    .catch((/** @type {any} */ error) => {
      // Two instances starting at once: the other one created it.
      if (error.code !== '23505') throw error;
    });
  let first = true;
  return (options) => {
    const limiter = new RateLimiterPostgres({
      ...options,
      storeClient: knex,
      storeType: 'knex',
      tableName: TABLE,
      tableCreated: true,
      // One limiter sweeps expired rows for the shared table.
      clearExpiredByTimeout: first,
    });
    first = false;
    return limiter;
  };
}

module.exports = { createLimiters, storeFactory };
