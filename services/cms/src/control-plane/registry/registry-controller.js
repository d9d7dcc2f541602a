'use strict';

const { CHANGE_UID, ENVIRONMENT_UID, RELEASE_UID, STATE_UID, normalizeRemote } = require('./contract');
const { etagOf, readRegistry } = require('./registry-view');
const { bodyFields, fail } = require('../../utils/respond');
const { NO_ENVIRONMENT, mayChangeEnvironment, mayRelease, refuseOutOfScope, scopeOf } = require('../deploy-tokens/token-scope');
const { parseHold, parseSteps } = require('../rollouts/rollout-plan');
const { controlPlane } = require('../../messages');

/** Browsers and proxies may reuse the document this long; a change is live on the next load after it. */
const MAX_AGE_SECONDS = 5;

/**
 * Reads `{ enabled, version, canary, rollout }` of a PUT into state fields, looking versions up among
 * the registered releases. Returns an error message for an invalid or unregistered value.
 * @param {any} strapi @param {string} remote @param {Record<string, unknown>} fields
 * @returns {Promise<{ data: Record<string, unknown> } | { error: string, status: number }>}
 */
async function toStateChange(strapi, remote, fields) {
  const known = ['enabled', 'version', 'canary', 'rollout'];
  const unknown = Object.keys(fields).filter((key) => !known.includes(key));
  if (unknown.length > 0) return { status: 400, error: controlPlane.unknownFields(unknown) };
  if (!known.some((key) => key in fields)) return { status: 400, error: controlPlane.stateFieldsMissing };
  if ('canary' in fields && 'rollout' in fields) return { status: 400, error: controlPlane.canaryOrRollout };

  /** @type {Record<string, unknown>} */
  const data = {};
  const findRelease = (/** @type {unknown} */ version) =>
    typeof version === 'string' ? strapi.db.query(RELEASE_UID).findOne({ where: { remote, version } }) : null;

  if ('enabled' in fields) {
    if (typeof fields.enabled !== 'boolean') return { status: 400, error: controlPlane.enabledBoolean };
    data.enabled = fields.enabled;
  }
  if ('version' in fields) {
    const release = await findRelease(fields.version);
    if (!release) return { status: 422, error: controlPlane.versionNotRegistered(String(fields.version), remote) };
    data.release = release.id;
  }
  if ('canary' in fields) {
    const canary = /** @type {any} */ (fields.canary);
    if (canary === null) {
      data.canaryRelease = null;
      data.canaryPercent = null;
    } else {
      if (typeof canary !== 'object' || !Number.isInteger(canary.percent) || canary.percent < 1 || canary.percent > 100) {
        return { status: 400, error: controlPlane.canaryShape };
      }
      const release = await findRelease(canary.version);
      if (!release) return { status: 422, error: controlPlane.canaryNotRegistered(String(canary.version), remote) };
      data.canaryRelease = release.id;
      data.canaryPercent = canary.percent;
    }
    // A canary set by hand ends a rollout plan: nothing promotes it any more.
    data.rolloutSteps = null;
    data.rolloutHold = null;
  }
  if ('rollout' in fields) {
    const rollout = /** @type {any} */ (fields.rollout);
    if (typeof rollout !== 'object' || rollout === null) return { status: 400, error: controlPlane.rolloutShape };
    const steps = parseSteps(rollout.steps);
    if ('error' in steps) return { status: 400, error: steps.error };
    const hold = parseHold(rollout.hold);
    if ('error' in hold) return { status: 400, error: hold.error };
    const release = await findRelease(rollout.version);
    if (!release) return { status: 422, error: controlPlane.rolloutNotRegistered(String(rollout.version), remote) };
    // The first step; the history middleware starts the plan there (rollout-plan.js).
    data.canaryRelease = release.id;
    data.canaryPercent = steps.steps[0];
    data.rolloutSteps = steps.steps.join(',');
    data.rolloutHold = hold.hold;
  }
  return { data };
}

/**
 * The version a history entry brought in: a new active version, else a new canary version.
 * @param {any} change @returns {string | null}
 */
function versionSwitchedIn(change) {
  const after = change.after ?? {};
  const before = change.before ?? {};
  if (after.version && after.version !== before.version) return after.version;
  if (after.canary?.version && after.canary.version !== before.canary?.version) return after.canary.version;
  return null;
}

/**
 * The release notes of the versions these entries brought in, in one query: `remote@version` -> notes.
 * @param {any} strapi @param {any[]} changes @returns {Promise<Map<string, string>>}
 */
async function releaseNotesOf(strapi, changes) {
  const versions = [...new Set(changes.map(versionSwitchedIn).filter((version) => version !== null))];
  if (versions.length === 0) return new Map();
  const releases = await strapi.db.query(RELEASE_UID).findMany({ where: { version: { $in: versions }, notes: { $notNull: true } }, select: ['remote', 'version', 'notes'] });
  return new Map(releases.filter((/** @type {any} */ release) => release.notes).map((/** @type {any} */ release) => [`${release.remote}@${release.version}`, release.notes]));
}

/** @param {{ strapi: any }} context */
module.exports = ({ strapi }) => ({
  /** GET /api/remote-registry/:environment (public, cheap): what the shell reads at every page load. */
  async find(/** @type {any} */ ctx) {
    const registry = await readRegistry(strapi, ctx.params.environment);
    if (!registry) return fail(ctx, 404, 'NotFoundError', controlPlane.unknownEnvironment(ctx.params.environment));
    const etag = etagOf(registry);
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.body = registry;
  },

  /** PUT /api/remote-registry/:environment/:remote (deploy token): switch, pick a version, set a canary. */
  async update(/** @type {any} */ ctx) {
    const { environment } = ctx.params;
    const remote = normalizeRemote(ctx.params.remote);
    if (!(await strapi.db.query(ENVIRONMENT_UID).findOne({ where: { name: environment } }))) {
      return fail(ctx, 404, 'NotFoundError', controlPlane.unknownEnvironment(environment));
    }
    if (!remote) return fail(ctx, 404, 'NotFoundError', controlPlane.unknownRemote(ctx.params.remote));
    const scope = await scopeOf(strapi, ctx);
    if (!mayChangeEnvironment(scope, environment) || !mayRelease(scope, remote)) {
      return refuseOutOfScope(strapi, ctx, { scope, environment, remote, attempt: controlPlane.changeAttempt(remote, environment) });
    }

    const change = await toStateChange(strapi, remote, bodyFields(ctx));
    if ('error' in change) return fail(ctx, change.status, change.status === 422 ? 'UnprocessableEntityError' : 'ValidationError', change.error);

    const state = await strapi.db.query(STATE_UID).findOne({ where: { environment, remote } });
    if (state) await strapi.documents(STATE_UID).update({ documentId: state.documentId, data: change.data });
    else await strapi.documents(STATE_UID).create({ data: { environment, remote, enabled: true, ...change.data } });

    const registry = await readRegistry(strapi, environment);
    const stored = await strapi.db.query(STATE_UID).findOne({ where: { environment, remote } });
    const rollout = stored?.rolloutSteps ? { steps: stored.rolloutSteps, hold: stored.rolloutHold } : null;
    ctx.body = { environment, remote, state: registry?.remotes[remote] ?? null, rollout };
  },

  /**
   * GET /api/remote-registry/:environment/history (deploy token): every change, newest first, for
   * an environment the token may change only; with the refused registrations of its own remotes
   * and its own refused registrations.
   */
  async history(/** @type {any} */ ctx) {
    const { environment } = ctx.params;
    if (!(await strapi.db.query(ENVIRONMENT_UID).findOne({ where: { name: environment } }))) {
      return fail(ctx, 404, 'NotFoundError', controlPlane.unknownEnvironment(environment));
    }
    const scope = await scopeOf(strapi, ctx);
    if (!scope || !mayChangeEnvironment(scope, environment)) {
      return fail(ctx, 403, 'ForbiddenError', controlPlane.historyOutOfScope(environment, scope ? scope.environments.join(', ') : controlPlane.noEnvironment));
    }
    const remote = ctx.query.remote ? normalizeRemote(ctx.query.remote) : null;
    const changes = await strapi.db.query(CHANGE_UID).findMany({
      where: {
        $or: [{ environment }, { environment: NO_ENVIRONMENT, $or: [{ remote: { $in: scope.remotes } }, { actor: `token:${scope.token}` }] }],
        ...(remote ? { remote } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: 500,
    });
    const notes = await releaseNotesOf(strapi, changes);
    ctx.body = {
      data: changes.map((/** @type {any} */ change) => {
        const version = versionSwitchedIn(change);
        const releaseNotes = version ? notes.get(`${change.remote}@${version}`) : undefined;
        return {
          at: change.createdAt,
          actor: change.actor,
          source: change.source,
          environment: change.environment,
          remote: change.remote,
          before: change.before,
          after: change.after,
          ...(change.note ? { note: change.note, figures: change.figures } : {}),
          // The notes of the release this change brought in (active or canary), when it has any.
          ...(releaseNotes ? { releaseNotes: { version, notes: releaseNotes } } : {}),
        };
      }),
    };
  },
});
