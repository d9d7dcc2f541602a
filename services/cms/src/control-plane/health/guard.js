'use strict';

const { STATE_UID } = require('../registry/contract');
const { withChangeNote } = require('../registry/history');
const { decideCanary, describeDecision } = require('./decision');
const { countPeople } = require('./people');
const { advanceRollout, canaryMoments, recentChanges, ROLLOUT_ACTOR } = require('../rollouts/rollout');
const { planOf } = require('../rollouts/rollout-plan');
const { MINUTE_MS } = require('./store');

/** Who the history names for the guard's changes; the word 'automatisch' marks them. */
const GUARD_ACTOR = 'automatisch (canary-bewaking)';

/**
 * The guard's failure rule for one running canary, read only: people, not reports (distinct
 * users and distinct failing users, src/control-plane/health/people.js), in the window since the canary
 * started or the last `windowMinutes`, compared with the stable version of the same remote and
 * environment. The check point acts on it; the team's status view shows it.
 * @param {any} strapi
 * @param {ReturnType<typeof import('./settings').healthSettings>} settings
 * @param {any} state a state with a canary, its releases populated with their versions
 * @param {any[]} changes the remote's newest history entries
 * @param {number} now
 */
async function judgeCanary(strapi, settings, state, changes, now) {
  const knex = strapi.db.connection;
  const canaryVersion = state.canaryRelease.version;
  const stableVersion = state.release.version;
  const key = { environment: state.environment, remote: state.remote };
  // From the start of the minute the window opens in: a row holds a whole minute.
  const opened = Math.max(now - settings.windowMinutes * MINUTE_MS, canaryMoments(changes, state, canaryVersion).started);
  const since = Math.floor(opened / MINUTE_MS) * MINUTE_MS;
  const canary = await countPeople(knex, { ...key, version: canaryVersion, canary: true, since });
  const stable = await countPeople(knex, { ...key, version: stableVersion, canary: false, since });
  const stableHistory =
    stable.users < settings.decision.minStableUsers
      ? await countPeople(knex, { ...key, version: stableVersion, canary: false, since: now - settings.userRetentionHours * 3_600_000 })
      : null;
  return { decision: decideCanary({ canary, stable, stableHistory }, settings.decision), since };
}

/**
 * One check point: every running canary of every environment is compared, in people, with the
 * stable version of the same remote and environment; a failing one is taken out (no canary: the next
 * page load gets the stable version) with a history entry that carries the figures. A canary
 * under a rollout plan that does not pause is then promoted, held or made active (rollout.js).
 * Runs on one instance only (the scheduled jobs are on where CRON_ENABLED is true).
 *
 * @param {any} strapi
 * @param {ReturnType<typeof import('./settings').healthSettings>} settings
 * @param {number} [now]
 */
async function checkCanaries(strapi, settings, now = Date.now()) {
  // A handful of rows (environments x remotes): filtering here is simpler than a relation filter.
  const states = await strapi.db.query(STATE_UID).findMany({ populate: { release: { fields: ['version'] }, canaryRelease: { fields: ['version'] } } });
  /** @type {Array<{ environment: string, remote: string, verdict: string, rollout: string | null }>} */
  const results = [];
  for (const state of states) {
    if (!state.canaryRelease || !state.canaryPercent || !state.release) continue;
    const canaryVersion = state.canaryRelease.version;
    const stableVersion = state.release.version;
    const key = { environment: state.environment, remote: state.remote };
    const changes = await recentChanges(strapi, key);
    const { decision, since } = await judgeCanary(strapi, settings, state, changes, now);
    const plan = planOf(state);
    if (decision.verdict !== 'pause') {
      const rollout = plan ? await advanceRollout(strapi, settings, state, decision, changes, now) : null;
      results.push({ ...key, verdict: decision.verdict, rollout: rollout?.action ?? null });
      continue;
    }
    results.push({ ...key, verdict: decision.verdict, rollout: plan ? 'pause' : null });

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
      // A rollout pauses at its step: which step, of which plan.
      ...(plan ? { rollout: { version: canaryVersion, steps: plan.steps, hold: plan.hold, percent: state.canaryPercent, action: 'pause', reason: 'failing' } } : {}),
    };
    const reason = describeDecision(decision, { canaryVersion, stableVersion }, settings.decision);
    const note = plan ? `Uitrol automatisch gepauzeerd op stap ${state.canaryPercent}%: ${reason}.` : `Canary automatisch gepauzeerd: ${reason}.`;
    await withChangeNote({ actor: plan ? ROLLOUT_ACTOR : GUARD_ACTOR, note, figures }, () =>
      strapi.documents(STATE_UID).update({ documentId: state.documentId, data: { canaryRelease: null, canaryPercent: null } }),
    );
    strapi.log.warn(`[remote-health] ${state.environment} mf-${state.remote}: ${note}`);
  }
  return results;
}

module.exports = { checkCanaries, judgeCanary, GUARD_ACTOR };
