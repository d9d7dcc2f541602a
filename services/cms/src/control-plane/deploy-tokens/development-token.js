'use strict';

const { privateFile } = require('../../utils/private-file');
const { DEV_TOKEN_NAME, ensureDevTokenScope } = require('./token-scope');

/**
 * Everything a deploy token may do: registry writes, the history, its own scope and its remotes'
 * status, nothing else. Which remotes and environments is its Deploytoken entry (token-scope.js).
 */
const DEPLOY_TOKEN_ACTIONS = [
  'api::remote-release.remote-release.register',
  'api::remote-registry.remote-registry.update',
  'api::remote-registry.remote-registry.history',
  'api::deploy-token.deploy-token.me',
  // Read only: its own remotes' rollout state and figures (pnpm registry … --status).
  'api::remote-health.remote-health.status',
];

/** @param {any} strapi */
const tokenService = (strapi) => strapi.service('admin::api-token-content-api') ?? strapi.service('admin::api-token');

/**
 * In development, `pnpm start` passes DEPLOY_TOKEN_FILE: the content service makes a deploy
 * token on first start and writes it there (git-ignored), so `pnpm registry` and `pnpm release`
 * work on a fresh clone. Later starts rewrite the file from the stored (encrypted) key, so the
 * file always matches the database this instance runs on, and give the token any deploy action it
 * lacks (a token made before one was added). Its scope: every remote, every environment but
 * production.
 * @param {any} strapi
 */
async function ensureDevDeployToken(strapi) {
  const file = process.env.DEPLOY_TOKEN_FILE;
  if (!file) return;
  const service = tokenService(strapi);
  let accessKey = null;
  const existing = await strapi.db.query('admin::api-token').findOne({ where: { name: DEV_TOKEN_NAME } });
  if (existing?.encryptedKey) accessKey = strapi.service('admin::encryption').decrypt(existing.encryptedKey);
  if (accessKey) {
    const token = await service.getById(existing.id);
    const actions = (token?.permissions ?? []).map((/** @type {any} */ permission) => (typeof permission === 'string' ? permission : permission.action));
    if (DEPLOY_TOKEN_ACTIONS.some((action) => !actions.includes(action))) await service.update(existing.id, { permissions: DEPLOY_TOKEN_ACTIONS });
  }
  if (!accessKey) {
    if (existing) await service.revoke(existing.id);
    const created = await service.create({
      name: DEV_TOKEN_NAME,
      description: 'Alleen registerwijzigingen (pnpm release / pnpm registry) in ontwikkeling.',
      type: 'custom',
      lifespan: null,
      permissions: DEPLOY_TOKEN_ACTIONS,
    });
    accessKey = created.accessKey;
  }
  await ensureDevTokenScope(strapi);
  privateFile(file, `${accessKey}\n`);
}

module.exports = { ensureDevDeployToken, DEPLOY_TOKEN_ACTIONS };
