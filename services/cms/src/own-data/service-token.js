'use strict';

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

/** Where the assistant looks for the credential in development (services/assistant/data is git-ignored). */
const DEFAULT_FILE = path.resolve(__dirname, '../../../assistant/data/service-token');

const tokenFile = () => process.env.ASSISTANT_SERVICE_TOKEN_FILE || DEFAULT_FILE;

/**
 * The content service's credential for the assistant's user-data routes (a teacher's export and
 * erasure): `ASSISTANT_SERVICE_TOKEN` when configured (production: the same value on both
 * services), else the development file written by `ensureServiceToken`.
 *
 * @returns {string | undefined}
 */
function serviceToken() {
  const configured = process.env.ASSISTANT_SERVICE_TOKEN?.trim();
  if (configured) return configured;
  try {
    return fs.readFileSync(tokenFile(), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * In development, creates a random credential once and leaves it where the assistant reads it,
 * so both services agree without configuration. Production configures it instead.
 *
 * @param {any} strapi
 * @param {{ production?: boolean }} [options]
 * @returns {'configured' | 'kept' | 'created' | 'skipped'}
 */
function ensureServiceToken(strapi, options = {}) {
  if (process.env.ASSISTANT_SERVICE_TOKEN?.trim()) return 'configured';
  if (options.production ?? process.env.NODE_ENV === 'production') {
    strapi.log.warn('ASSISTANT_SERVICE_TOKEN is not set: data exports and account deletions cannot reach the assistant');
    return 'skipped';
  }
  if (serviceToken()) return 'kept';
  const file = tokenFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  strapi.log.info(`Assistant service credential created; written to ${path.relative(process.cwd(), file)}`);
  return 'created';
}

module.exports = { serviceToken, ensureServiceToken };
