'use strict';

const { ENVIRONMENTS, RELEASE_UID, STATE_UID, normalizeRemote } = require('../registry/contract');
const { planOf } = require('../rollouts/rollout-plan');
const { judgeCanary } = require('./guard');
const { healthOverview, RANGES } = require('./overview');
const { assessRollout, recentChanges } = require('../rollouts/rollout');
const { ACTION_TEXT, REASON_TEXT, durationText } = require('../rollouts/rollout-rule');
const { controlPlane } = require('../../messages');

/** How many of the remote's releases the status lists, newest first. */
const RELEASES_SHOWN = 20;

/**
 * Checks the environment, remote (with or without `mf-`) and range a status is asked for.
 * @param {{ environment?: unknown, remote?: unknown, range?: unknown }} asked
 * @returns {{ ok: true, value: { environment: string, remote: string, range: import('./overview').Range } } | { ok: false, message: string }}
 */
function parseStatusQuery({ environment, remote: remoteParam, range = 'hour' }) {
  const remote = normalizeRemote(remoteParam);
  if (typeof environment !== 'string' || !ENVIRONMENTS.includes(environment)) return { ok: false, message: controlPlane.unknownEnvironment(String(environment)) };
  if (!remote) return { ok: false, message: controlPlane.unknownRemote(String(remoteParam)) };
  if (typeof range !== 'string' || !Object.hasOwn(RANGES, range)) return { ok: false, message: controlPlane.rangeOneOf };
  return { ok: true, value: { environment, remote, range: /** @type {import('./overview').Range} */ (range) } };
}

/**
 * One version's figures for the canary-beside-stable summary, or null when it was not seen.
 * @param {Awaited<ReturnType<typeof healthOverview>>['versions']} versions @param {string | null | undefined} version @param {boolean} canary
 */
function summaryOf(versions, version, canary) {
  if (!version) return null;
  const entry = versions.find((candidate) => candidate.version === version && candidate.canary === canary);
  return {
    version,
    sessions: entry?.sessions ?? 0,
    failureRate: entry?.failureRate ?? null,
    users: entry?.people.users ?? 0,
    failedUsers: entry?.people.failed ?? 0,
    loadP75: entry?.p75 ?? null,
    contentP75: entry?.pageFigures.content.p75 ?? null,
    contentLoads: entry?.pageFigures.content.loads ?? 0,
    lcpP75: entry?.pageFigures.LCP.p75 ?? null,
    lcpLoads: entry?.pageFigures.LCP.loads ?? 0,
  };
}

/**
 * Where a rollout stands now and what the next check point will decide, and why: the same rule
 * and the same figures as the check point (guard.js, rollout.js), read without writing anything.
 * @param {any} strapi @param {any} state @param {number} now
 */
async function rolloutNow(strapi, state, now) {
  if (!state?.canaryRelease || !state.canaryPercent || !state.release || !planOf(state)) return null;
  /** @type {ReturnType<typeof import('./settings').healthSettings>} */
  const settings = strapi.config.get('remote-health');
  const changes = await recentChanges(strapi, { environment: state.environment, remote: state.remote });
  const { decision } = await judgeCanary(strapi, settings, state, changes, now);
  const assessed = await assessRollout(strapi, settings, state, decision, changes, now);
  if (!assessed) return null;
  const { action, reason } = assessed.verdict;
  const { heldSeconds, holdSeconds } = assessed.figures.rollout;
  return {
    ...assessed.figures.rollout,
    heldText: durationText(heldSeconds * 1000),
    holdText: durationText(holdSeconds * 1000),
    nextDecision: { action, reason, actionText: ACTION_TEXT[action], reasonText: REASON_TEXT[reason], note: assessed.note },
  };
}

/**
 * A remote's status in one environment, for its team (deploy token, `pnpm registry … --status`)
 * and for the product owners' health page: the health overview (per version failure rate, p75
 * load time, p75 time to content and LCP, as series for the charts), the rollout's state with its
 * next decision, canary beside stable in one summary, and the remote's releases with their notes.
 * @param {any} strapi
 * @param {{ environment: string, remote: string, range: import('./overview').Range }} query
 * @param {number} [now]
 */
async function remoteStatus(strapi, query, now = Date.now()) {
  const overview = await healthOverview(strapi, query, now);
  const state = await strapi.db.query(STATE_UID).findOne({
    where: { environment: query.environment, remote: query.remote },
    populate: { release: { fields: ['version'] }, canaryRelease: { fields: ['version'] } },
  });
  const releases = await strapi.db.query(RELEASE_UID).findMany({
    where: { remote: query.remote },
    select: ['version', 'notes', 'createdAt'],
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: RELEASES_SHOWN,
  });
  const stableVersion = overview.state?.version ?? null;
  const canaryVersion = overview.state?.canary?.version ?? null;
  return {
    ...overview,
    rollout: await rolloutNow(strapi, state, now),
    summary: {
      stable: summaryOf(overview.versions, stableVersion, false),
      canary: summaryOf(overview.versions, canaryVersion, true),
    },
    releases: releases.map((/** @type {any} */ release) => ({
      version: release.version,
      registeredAt: release.createdAt,
      notes: release.notes ?? null,
      role: release.version === stableVersion ? 'stable' : release.version === canaryVersion ? 'canary' : null,
    })),
  };
}

module.exports = { remoteStatus, parseStatusQuery };
