'use strict';

const fs = require('fs');
const path = require('path');
const { privateFile } = require('../utils/private-file');

/** The assistant's token in the admin panel (Settings > API Tokens), so people can see and revoke it. */
const TOKEN_NAME = 'AI-assistent (alleen lezen)';
/** Where the assistant looks for it (services/assistant/data is git-ignored). */
const DEFAULT_FILE = path.resolve(__dirname, '../../../assistant/data/content-token');

/**
 * Gives the assistant service its own read-only API token in development, so it never needs a
 * user's token to index the platform's content. The plaintext key is only known at creation,
 * so it is written to a git-ignored file the assistant reads (ASSISTANT_TOKEN_FILE overrides
 * the place). On later starts the file is kept when it still matches the token in this
 * database; otherwise (a new database, a revoked token) the token is created or regenerated and
 * the file rewritten. In production nothing is written: the token is configured there
 * (CONTENT_TOKEN of the assistant, created in the admin panel).
 *
 * @param {any} strapi
 * @param {{ file?: string, production?: boolean }} [options]
 * @returns {Promise<'kept' | 'created' | 'regenerated' | 'skipped'>}
 */
async function ensureAssistantToken(strapi, options = {}) {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  if (production) return 'skipped';
  const file = options.file ?? process.env.ASSISTANT_TOKEN_FILE ?? DEFAULT_FILE;
  const tokens = strapi.service('admin::api-token');

  const written = readToken(file);
  if (written) {
    const match = await tokens.getByAccessKey(tokens.hash(written));
    if (match && match.name === TOKEN_NAME && match.type === 'read-only') return 'kept';
  }

  const existing = await tokens.getByName(TOKEN_NAME);
  let accessKey;
  /** @type {'created' | 'regenerated'} */
  let outcome;
  if (existing) {
    ({ accessKey } = await tokens.regenerate(existing.id));
    outcome = 'regenerated';
  } else {
    ({ accessKey } = await tokens.create({
      name: TOKEN_NAME,
      description: 'Wordt door de AI-assistent gebruikt om de inhoud van het platform te lezen.',
      type: 'read-only',
      lifespan: null,
    }));
    outcome = 'created';
  }
  privateFile(file, `${accessKey}\n`);
  strapi.log.info(`Assistant content token ${outcome}; written to ${path.relative(process.cwd(), file)}`);
  return outcome;
}

/** @param {string} file */
function readToken(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

module.exports = { ensureAssistantToken, TOKEN_NAME };
