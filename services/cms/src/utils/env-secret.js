'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { privateFile } = require('./private-file');

/**
 * Where secrets generated on first start are kept: SECRETS_FILE, else beside the SQLite database
 * (`.tmp/secrets.json` by default), readable by the owner only.
 */
function secretsFile() {
  if (process.env.SECRETS_FILE) return path.resolve(process.env.SECRETS_FILE);
  const database = path.resolve(__dirname, '..', '..', process.env.DATABASE_FILENAME || '.tmp/data.db');
  return path.join(path.dirname(database), 'secrets.json');
}

/** @param {string} file @returns {Record<string, string>} */
function readSecrets(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * A secret from the environment, or else one generated on this installation's first start and
 * kept in the secrets file (0600). Never a default from the code: a known value would let anyone
 * forge tokens or decrypt the stored ones. Instances that share a database must share their
 * secrets through the environment (the cluster profile does).
 *
 * @param {string} name environment variable name
 * @param {{ parts?: number }} [options] `parts`: a comma-separated list of that many (APP_KEYS)
 * @returns {string}
 */
function envSecret(name, { parts = 1 } = {}) {
  const value = process.env[name];
  if (value && value.trim() !== '') return value;
  const file = secretsFile();
  const secrets = readSecrets(file);
  if (!secrets[name]) {
    secrets[name] = Array.from({ length: parts }, () => crypto.randomBytes(32).toString('base64')).join(',');
    privateFile(file, `${JSON.stringify(secrets, null, 2)}\n`);
  }
  return secrets[name];
}

module.exports = { envSecret, secretsFile };
