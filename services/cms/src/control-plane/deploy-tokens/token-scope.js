'use strict';

const { errors } = require('@strapi/utils');
const { REMOTE_PREFIX } = require('@doorloopjes/platform-rules');
const { CHANGE_UID, DEPLOY_TOKEN_UID, ENVIRONMENTS, REMOTES, normalizeRemote } = require('../registry/contract');
const { callerName, fail } = require('../../utils/respond');
const { controlPlane } = require('../../messages');

/**
 * Deploy tokens per team and environment. A deploy token is a Strapi API token (custom, with the
 * deploy actions of deploy-token.js); its scope is the Deploytoken entry of the same name: the
 * remotes it may release and switch, and the environments it may change and read the history of.
 * A token without an entry may do nothing. Issue 43 (rollouts) reads the same scope.
 */

/** The development token `pnpm start` makes (see deploy-token.js). */
const DEV_TOKEN_NAME = 'Deploytoken (ontwikkeling)';
/** Its scope: every remote, every environment but production. */
const DEV_TOKEN_SCOPE = { team: 'lokaal', remotes: REMOTES, environments: ENVIRONMENTS.filter((name) => name !== 'production') };
/** The history's `environment` of a refused release registration: a release belongs to no environment. */
const NO_ENVIRONMENT = '*';

/**
 * @typedef {{ token: string, team: string | null, remotes: import('../registry/contract').RemoteName[], environments: string[] }} TokenScope
 */

/** `'mf-content, cluster'` -> `['mf-content', 'cluster']`. @param {unknown} text */
const listOf = (text) => (typeof text === 'string' ? text.split(',').map((item) => item.trim()).filter(Boolean) : []);

/**
 * A Deploytoken entry's lists, checked: known remotes (with or without `mf-`) and environments.
 * @param {{ remotes?: unknown, environments?: unknown }} entry
 * @returns {{ ok: true, remotes: import('../registry/contract').RemoteName[], environments: string[] } | { ok: false, message: string }}
 */
function parseScope(entry) {
  const remoteNames = listOf(entry.remotes);
  const unknownRemotes = remoteNames.filter((name) => !normalizeRemote(name));
  if (remoteNames.length === 0 || unknownRemotes.length > 0) {
    return { ok: false, message: controlPlane.scopeList('remotes', REMOTES.map((name) => REMOTE_PREFIX + name), unknownRemotes) };
  }
  const environments = listOf(entry.environments);
  const unknownEnvironments = environments.filter((name) => !ENVIRONMENTS.includes(name));
  if (environments.length === 0 || unknownEnvironments.length > 0) {
    return { ok: false, message: controlPlane.scopeList('environments', ENVIRONMENTS, unknownEnvironments) };
  }
  const remotes = /** @type {import('../registry/contract').RemoteName[]} */ ([...new Set(remoteNames.map(normalizeRemote))]);
  return { ok: true, remotes, environments: [...new Set(environments)] };
}

/**
 * The calling deploy token's scope, or null (no API token, or no Deploytoken entry of its name).
 * @param {any} strapi @param {any} ctx
 * @returns {Promise<TokenScope | null>}
 */
async function scopeOf(strapi, ctx) {
  const auth = ctx.state?.auth;
  if (!String(auth?.strategy?.name ?? '').endsWith('api-token')) return null;
  const token = auth.credentials?.name;
  if (typeof token !== 'string') return null;
  const entry = await strapi.db.query(DEPLOY_TOKEN_UID).findOne({ where: { tokenName: token } });
  const parsed = entry ? parseScope(entry) : null;
  if (!parsed?.ok) return null;
  return { token, team: entry.team ?? null, remotes: parsed.remotes, environments: parsed.environments };
}

/** @param {TokenScope | null} scope @param {string} remote */
const mayRelease = (scope, remote) => Boolean(scope?.remotes.includes(/** @type {any} */ (remote)));
/** @param {TokenScope | null} scope @param {string} environment */
const mayChangeEnvironment = (scope, environment) => Boolean(scope?.environments.includes(environment));

/** `mf-content, mf-cluster in development, test`, for messages and the CLI. @param {TokenScope | null} scope */
const describeScope = (scope) => (scope ? `${scope.remotes.map((name) => REMOTE_PREFIX + name).join(', ')} in ${scope.environments.join(', ')}` : controlPlane.noScope);

/**
 * Refuses a registry write outside the token's scope: 403, and a history entry of the refusal
 * (who tried what, and what the token may do), so a team's pipeline reaching for another team's
 * remote or for production is on record.
 * @param {any} strapi @param {any} ctx
 * @param {{ scope: TokenScope | null, environment: string | null, remote: string, attempt: string }} refusal
 */
async function refuseOutOfScope(strapi, ctx, { scope, environment, remote, attempt }) {
  const message = controlPlane.outOfScope(attempt, describeScope(scope));
  await strapi.db.query(CHANGE_UID).create({
    data: {
      environment: environment ?? NO_ENVIRONMENT,
      remote,
      actor: callerName(ctx),
      source: 'api',
      before: null,
      after: null,
      note: message,
      figures: { refused: true, attempt, remotes: scope?.remotes ?? [], environments: scope?.environments ?? [] },
    },
  });
  return fail(ctx, 403, 'ForbiddenError', message);
}

/**
 * Deploytoken entries are checked however they are saved (admin panel or code): known remotes and
 * environments only, stored in one spelling (`mf-content,mf-cluster`).
 * @param {any} strapi
 */
function registerScopeValidation(strapi) {
  strapi.documents.use(async (/** @type {any} */ context, /** @type {() => Promise<any>} */ next) => {
    if (context.uid !== DEPLOY_TOKEN_UID || !['create', 'update'].includes(context.action)) return next();
    const data = context.params?.data;
    if (data && ('remotes' in data || 'environments' in data || context.action === 'create')) {
      const current = context.params.documentId ? await strapi.db.query(DEPLOY_TOKEN_UID).findOne({ where: { documentId: context.params.documentId } }) : null;
      const parsed = parseScope({ remotes: data.remotes ?? current?.remotes, environments: data.environments ?? current?.environments });
      if (!parsed.ok) throw new errors.ValidationError(parsed.message);
      data.remotes = parsed.remotes.map((name) => REMOTE_PREFIX + name).join(',');
      data.environments = parsed.environments.join(',');
    }
    return next();
  });
}

/**
 * The development token's entry, made once (a super admin may narrow it; it is never widened).
 * @param {any} strapi
 */
async function ensureDevTokenScope(strapi) {
  if (await strapi.db.query(DEPLOY_TOKEN_UID).findOne({ where: { tokenName: DEV_TOKEN_NAME } })) return;
  await strapi.documents(DEPLOY_TOKEN_UID).create({
    data: { tokenName: DEV_TOKEN_NAME, team: DEV_TOKEN_SCOPE.team, remotes: DEV_TOKEN_SCOPE.remotes.join(','), environments: DEV_TOKEN_SCOPE.environments.join(',') },
  });
}

module.exports = {
  DEV_TOKEN_NAME,
  NO_ENVIRONMENT,
  scopeOf,
  mayRelease,
  mayChangeEnvironment,
  describeScope,
  refuseOutOfScope,
  registerScopeValidation,
  ensureDevTokenScope,
};
