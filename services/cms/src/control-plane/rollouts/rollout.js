'use strict';

const { CHANGE_UID, STATE_UID } = require('../registry/contract');
const { withChangeNote } = require('../registry/history');
const { snapshot } = require('../registry/registry-view');
const { planOf } = require('./rollout-plan');
const { readPageFigures } = require('../health/page-figures');
const { countPeople } = require('../health/people');
const { decideRollout, describeRollout } = require('./rollout-rule');
const { MINUTE_MS } = require('../health/store');

/** Who the history names for a rollout's promotions, holds and pauses. */
const ROLLOUT_ACTOR = 'automatisch (uitrol)';

/**
 * The newest history entries of one remote in one environment (a check point reads them once).
 * @param {any} strapi @param {{ environment: string, remote: string }} key
 */
function recentChanges(strapi, key) {
  return strapi.db.query(CHANGE_UID).findMany({ where: key, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 100 });
}

/**
 * When the running canary version was set, and when its current step began (the newest entry
 * that set this version or changed its percentage), from the history; the state's own update
 * time when the history has none (a state written before there was a history).
 * @param {any[]} changes newest first @param {any} state @param {string} version
 */
function canaryMoments(changes, state, version) {
  const fallback = Date.parse(state.updatedAt ?? 0) || 0;
  const at = (/** @type {any} */ change) => (change ? Date.parse(change.createdAt) || fallback : fallback);
  const isThisVersion = (/** @type {any} */ change) => change.after?.canary?.version === version;
  const started = changes.find((change) => isThisVersion(change) && change.before?.canary?.version !== version);
  const stepped = changes.find((change) => isThisVersion(change) && (change.before?.canary?.version !== version || change.before.canary.percent !== change.after.canary.percent));
  return { started: at(started), stepStarted: at(stepped) };
}

/**
 * Where a canary under a rollout plan stands at this moment: the rule's input (plan, step, time
 * held, distinct canary users of the step, p75 time to content canary against stable), its
 * verdict, the sentence that explains it, and the figures a history entry carries. Reads only;
 * the check point (advanceRollout) and the team's status view (status.js) both use it.
 * @param {any} strapi
 * @param {ReturnType<typeof import('../health/settings').healthSettings>} settings
 * @param {any} state the state, its releases populated with their versions
 * @param {{ verdict: 'pause' | 'healthy' | 'too-few' }} decision the guard's failure decision
 * @param {any[]} changes the remote's newest history entries
 * @param {number} now
 */
async function assessRollout(strapi, settings, state, decision, changes, now) {
  const plan = planOf(state);
  if (!plan) return null;
  const version = state.canaryRelease.version;
  const { stepStarted } = canaryMoments(changes, state, version);
  const key = { environment: state.environment, remote: state.remote };
  // People of this step: from the minute it began (the per-person rows hold whole minutes).
  const since = Math.floor(stepStarted / MINUTE_MS) * MINUTE_MS;
  const knex = strapi.db.connection;
  const canary = await countPeople(knex, { ...key, version, canary: true, since });
  // Time to content in the same window: the canary's page loads against stable's.
  const canaryFigures = await readPageFigures(knex, { ...key, version, canary: true, since });
  const stableFigures = state.release ? await readPageFigures(knex, { ...key, version: state.release.version, canary: false, since }) : null;
  const input = {
    steps: plan.steps,
    percent: state.canaryPercent,
    holdMs: plan.holdSeconds * 1000,
    heldMs: now - stepStarted,
    canaryUsers: canary.users,
    verdict: decision.verdict,
    timeToContent: stableFigures ? { canary: canaryFigures.content, stable: stableFigures.content } : null,
  };
  const rules = settings.rollout;
  const verdict = decideRollout(input, rules);
  const note = describeRollout(verdict, input, rules, version);
  const figures = {
    rollout: {
      version,
      stableVersion: state.release?.version ?? null,
      steps: plan.steps,
      hold: plan.hold,
      percent: state.canaryPercent,
      next: verdict.next,
      action: verdict.action,
      reason: verdict.reason,
      heldSeconds: Math.round(input.heldMs / 1000),
      holdSeconds: plan.holdSeconds,
      waitSeconds: Math.ceil(verdict.waitMs / 1000),
      stepSince: new Date(stepStarted).toISOString(),
      canaryUsers: canary.users,
      canaryFailedUsers: canary.failed,
      minCanaryUsers: rules.minCanaryUsers,
      contentRatio: verdict.contentRatio,
      maxContentRatio: rules.contentRatio,
      canaryContentP75: canaryFigures.content.p75,
      canaryContentLoads: canaryFigures.content.loads,
      stableContentP75: stableFigures?.content.p75 ?? null,
      stableContentLoads: stableFigures?.content.loads ?? 0,
    },
  };
  return { verdict, note, figures };
}

/**
 * One check point for a canary under a rollout plan (the guard has already decided, with its
 * failure rule, that it does not pause): promote it to the next step, make it the active version
 * at 100 %, or hold it, each with a history entry by 'automatisch (uitrol)' carrying the figures;
 * waiting for the hold time writes nothing.
 * @param {any} strapi
 * @param {ReturnType<typeof import('../health/settings').healthSettings>} settings
 * @param {any} state the state, its releases populated with their versions
 * @param {{ verdict: 'pause' | 'healthy' | 'too-few' }} decision the guard's failure decision
 * @param {any[]} changes the remote's newest history entries
 * @param {number} now
 */
async function advanceRollout(strapi, settings, state, decision, changes, now) {
  const assessed = await assessRollout(strapi, settings, state, decision, changes, now);
  if (!assessed) return null;
  const { verdict, note, figures } = assessed;
  if (verdict.action === 'wait' || verdict.action === 'pause') return verdict;
  const key = { environment: state.environment, remote: state.remote };

  if (verdict.action === 'hold') {
    // A hold is written once per step and reason, not at every check point.
    const last = changes.find((change) => change.actor === ROLLOUT_ACTOR);
    if (last?.figures?.rollout?.action === 'hold' && last.figures.rollout.reason === verdict.reason && last.figures.rollout.percent === state.canaryPercent) {
      return verdict;
    }
    const same = snapshot(state);
    await strapi.db.query(CHANGE_UID).create({ data: { ...key, actor: ROLLOUT_ACTOR, source: 'system', before: same, after: same, note, figures } });
    return verdict;
  }
  const data =
    verdict.action === 'complete'
      ? { release: state.canaryRelease.id, canaryRelease: null, canaryPercent: null, rolloutSteps: null, rolloutHold: null }
      : { canaryPercent: verdict.next };
  await withChangeNote({ actor: ROLLOUT_ACTOR, note, figures }, () => strapi.documents(STATE_UID).update({ documentId: state.documentId, data }));
  strapi.log.info(`[remote-health] ${state.environment} mf-${state.remote}: ${note}`);
  return verdict;
}

module.exports = { advanceRollout, assessRollout, canaryMoments, recentChanges, ROLLOUT_ACTOR };
