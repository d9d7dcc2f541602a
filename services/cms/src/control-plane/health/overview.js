'use strict';

const { CHANGE_UID, STATE_UID } = require('../registry/contract');
const { isSlow } = require('./decision');
const { GUARD_ACTOR } = require('./guard');
const { percentile } = require('./load-histogram');
const { readPageFigurePoints, readPageFigures } = require('./page-figures');
const { ROLLOUT_ACTOR } = require('../rollouts/rollout');
const { countPeople } = require('./people');
const { readRows } = require('./store');

/** The view's ranges: how far back, and how wide one point of the chart is. */
const RANGES = {
  hour: { spanMs: 60 * 60_000, stepMs: 60_000 },
  day: { spanMs: 24 * 60 * 60_000, stepMs: 60 * 60_000 },
  week: { spanMs: 7 * 24 * 60 * 60_000, stepMs: 6 * 60 * 60_000 },
};

/** @typedef {keyof typeof RANGES} Range */
/** @typedef {{ sessions: number, failed: number, histogram: number[] }} Sums */

/** @returns {Sums} */
const emptySums = () => ({ sessions: 0, failed: 0, histogram: new Array(12).fill(0) });

/** @param {Sums} into @param {{ sessions: number, failed: number, histogram: number[] }} row */
function add(into, row) {
  into.sessions += row.sessions;
  into.failed += row.failed;
  row.histogram.forEach((count, index) => {
    into.histogram[index] = (into.histogram[index] ?? 0) + count;
  });
}

/** @param {Sums} sums */
const figuresOf = (sums) => ({
  sessions: sums.sessions,
  failed: sums.failed,
  failureRate: sums.sessions > 0 ? sums.failed / sums.sessions : null,
  p75: percentile(sums.histogram),
  loads: sums.histogram.reduce((total, count) => total + count, 0),
});

/**
 * What the product owners' health view shows for one environment and remote: per version (and
 * canary flag) seen in the range, the totals and a series of points (sessions, failure rate,
 * p75 load time) with the p75 page figures, the current state and its rollout plan, the slow flag,
 * and the guard's and the rollouts' decisions with their figures.
 * @param {any} strapi @param {{ environment: string, remote: string, range: Range }} query @param {number} [now]
 */
async function healthOverview(strapi, query, now = Date.now()) {
  const { spanMs, stepMs } = RANGES[query.range];
  const since = Math.floor((now - spanMs) / stepMs) * stepMs;
  const rows = await readRows(strapi.db.connection, { environment: query.environment, remote: query.remote, since });

  /** @type {Map<string, { version: string, canary: boolean, total: Sums, points: Map<number, Sums> }>} */
  const byVersion = new Map();
  for (const row of rows) {
    const key = `${row.version}|${row.canary}`;
    let entry = byVersion.get(key);
    if (!entry) {
      entry = { version: row.version, canary: row.canary, total: emptySums(), points: new Map() };
      byVersion.set(key, entry);
    }
    add(entry.total, row);
    const at = Math.floor(row.bucket / stepMs) * stepMs;
    const point = entry.points.get(at) ?? emptySums();
    add(point, row);
    entry.points.set(at, point);
  }

  const state = await strapi.db.query(STATE_UID).findOne({
    where: { environment: query.environment, remote: query.remote },
    populate: { release: { fields: ['version'] }, canaryRelease: { fields: ['version'] } },
  });
  const stableVersion = state?.release?.version ?? null;
  /** @type {ReturnType<typeof import('./settings').healthSettings>} */
  const settings = strapi.config.get('remote-health');
  // People are kept for the per-person retention only: a longer range counts them over that part.
  const peopleSince = Math.max(since, now - settings.userRetentionHours * 3_600_000);
  const versions = await Promise.all([...byVersion.values()].map(async (entry) => ({
    version: entry.version,
    canary: entry.canary,
    ...figuresOf(entry.total),
    people: await countPeople(strapi.db.connection, { environment: query.environment, remote: query.remote, version: entry.version, canary: entry.canary, since: peopleSince }),
    // p75 of what teachers felt on the pages this version owned (time to content, Web Vitals).
    pageFigures: await readPageFigures(strapi.db.connection, { environment: query.environment, remote: query.remote, version: entry.version, canary: entry.canary, since }),
    points: [...entry.points.entries()].sort(([a], [b]) => a - b).map(([at, sums]) => ({ at: new Date(at).toISOString(), ...figuresOf(sums) })),
    // The same per point for the charts: p75 time to content and LCP.
    figurePoints: await readPageFigurePoints(strapi.db.connection, { environment: query.environment, remote: query.remote, version: entry.version, canary: entry.canary, since, stepMs, metrics: ['content', 'LCP'] }),
  })));
  const stable = versions.find((entry) => !entry.canary && entry.version === stableVersion) ?? null;
  const withFlags = versions.map((entry) => ({ ...entry, slow: entry.canary && stable !== null && isSlow(entry, stable, settings.decision) }));

  const decisions = await strapi.db.query(CHANGE_UID).findMany({
    where: { environment: query.environment, remote: query.remote, actor: { $in: [GUARD_ACTOR, ROLLOUT_ACTOR] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: 20,
  });
  return {
    environment: query.environment,
    remote: query.remote,
    range: query.range,
    stepMs,
    since: new Date(since).toISOString(),
    state: state
      ? {
          version: stableVersion,
          canary: state.canaryRelease ? { version: state.canaryRelease.version, percent: state.canaryPercent } : null,
          ...(state.canaryRelease && state.rolloutSteps ? { rollout: { steps: state.rolloutSteps, hold: state.rolloutHold } } : {}),
        }
      : null,
    versions: withFlags,
    decisions: decisions.map((/** @type {any} */ change) => ({ at: change.createdAt, actor: change.actor, note: change.note, figures: change.figures })),
  };
}

module.exports = { healthOverview, RANGES };
