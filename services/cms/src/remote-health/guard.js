'use strict';

const { CHANGE_UID, STATE_UID } = require('../remote-registry/contract');
const { withChangeNote } = require('../remote-registry/history');
const { decideCanary, describeDecision } = require('./decision');
const { countPeople } = require('./people');
const { MINUTE_MS } = require('./store');

/** Who the history names for the guard's changes; the word 'automatisch' marks them. */
const GUARD_ACTOR = 'automatisch (canary-bewaking)';

/**
 * When the running canary was set: the newest history entry that switched this version in.
 * Earlier sessions of the same version (a canary resumed after a pause) are not held against it.
 * @param {any} strapi @param {{ environment: string, remote: string, updatedAt?: string }} state @param {string} version
 */
async function canaryStart(strapi, state, version) {
  const changes = await strapi.db.query(CHANGE_UID).findMany({
    where: { environment: state.environment, remote: state.remote },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: 100,
  });
  const started = changes.find((/** @type {any} */ change) => change.after?.canary?.version === version && change.before?.canary?.version !== version);
  return Date.parse(started?.createdAt ?? state.updatedAt ?? 0) || 0;
}

/**
 * One check point: every running canary of every environment is compared, in people, with the
 * stable version of the same remote and environment; a failing one is taken out (no canary: the next
 * page load gets the stable version) with a history entry that carries the figures.
 * Runs on one instance only (the scheduled jobs are on where CRON_ENABLED is true).
 *
 * @param {any} strapi
 * @param {ReturnType<typeof import('./settings').healthSettings>} settings
 * @param {number} [now]
 */
async function checkCanaries(strapi, settings, now = Date.now()) {
  const knex = strapi.db.connection;
  // A handful of rows (environments x remotes): filtering here is simpler than a relation filter.
  const states = await strapi.db.query(STATE_UID).findMany({ populate: { release: { fields: ['version'] }, canaryRelease: { fields: ['version'] } } });
  /** @type {Array<{ environment: string, remote: string, verdict: string }>} */
  const results = [];
  for (const state of states) {
    if (!state.canaryRelease || !state.canaryPercent || !state.release) continue;
    const canaryVersion = state.canaryRelease.version;
    const stableVersion = state.release.version;
    // From the start of the minute the window opens in: a row holds a whole minute.
    const opened = Math.max(now - settings.windowMinutes * MINUTE_MS, await canaryStart(strapi, state, canaryVersion));
    const since = Math.floor(opened / MINUTE_MS) * MINUTE_MS;
    const key = { environment: state.environment, remote: state.remote };
    // People, not reports: distinct users and distinct failing users (src/remote-health/people.js).
    const canary = await countPeople(knex, { ...key, version: canaryVersion, canary: true, since });
    const stable = await countPeople(knex, { ...key, version: stableVersion, canary: false, since });
    const stableHistory =
      stable.users < settings.decision.minStableUsers
        ? await countPeople(knex, { ...key, version: stableVersion, canary: false, since: now - settings.userRetentionHours * 3_600_000 })
        : null;
    const decision = decideCanary({ canary, stable, stableHistory }, settings.decision);
    results.push({ ...key, verdict: decision.verdict });
    if (decision.verdict !== 'pause') continue;

    const figures = {
      canaryVersion,
      stableVersion,
      percent: state.canaryPercent,
      baseline: decision.baseline,
      canary: decision.canary,
      compared: decision.compared,
      canaryRate: decision.canaryRate,
      baselineRate: decision.baselineRate,
      ratio: Number.isFinite(decision.ratio) ? decision.ratio : null,
      pValue: decision.pValue,
      alpha: settings.decision.alpha,
      since: new Date(since).toISOString(),
    };
    const note = `Canary automatisch gepauzeerd: ${describeDecision(decision, { canaryVersion, stableVersion }, settings.decision)}.`;
    await withChangeNote({ actor: GUARD_ACTOR, note, figures }, () =>
      strapi.documents(STATE_UID).update({ documentId: state.documentId, data: { canaryRelease: null, canaryPercent: null } }),
    );
    strapi.log.warn(`[remote-health] ${state.environment} mf-${state.remote}: ${note}`);
  }
  return results;
}

module.exports = { checkCanaries, GUARD_ACTOR };
