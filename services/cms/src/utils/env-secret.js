'use strict';

/**
 * Reads a secret from the environment. Outside production a fixed, documented local default is
 * returned so `pnpm start` works on a fresh clone without an .env file; in production a missing
 * secret is a configuration error, because a publicly known default would let anyone forge tokens.
 *
 * @param {string} name environment variable name
 * @param {string} localDefault value used for local development and tests only
 * @returns {string}
 */
function envSecret(name, localDefault) {
  const value = process.env[name];
  if (value && value.trim() !== '') return value;
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`Environment variable ${name} must be set in production.`);
  }
  return localDefault;
}

module.exports = { envSecret };
