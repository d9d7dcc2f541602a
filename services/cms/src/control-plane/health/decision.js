'use strict';

const { binomialUpperTail } = require('./binomial');

/**
 * @typedef {import('./people').PeopleTally} Tally distinct users and distinct failing users
 * @typedef {ReturnType<typeof import('./settings').healthSettings>['decision']} DecisionSettings
 * @typedef {'stable' | 'stable-history' | 'ceiling'} Baseline
 * @typedef {{
 *   verdict: 'pause' | 'healthy' | 'too-few',
 *   baseline: Baseline,
 *   canary: Tally,
 *   compared: Tally | null,
 *   canaryRate: number,
 *   baselineRate: number,
 *   ratio: number | null,
 *   pValue: number | null,
 * }} Decision
 */

/** @param {Tally} tally */
const rateOf = (tally) => (tally.users > 0 ? tally.failed / tally.users : 0);

/**
 * Which figure the canary is compared with: stable in the same window when it had enough
 * people there, else stable's people over the kept per-person rows, else the fixed ceiling.
 * @param {Tally} stable @param {Tally | null} stableHistory @param {DecisionSettings} settings
 * @returns {{ baseline: Baseline, compared: Tally | null }}
 */
function chooseBaseline(stable, stableHistory, settings) {
  if (stable.users >= settings.minStableUsers) return { baseline: 'stable', compared: stable };
  if (stableHistory && stableHistory.users >= settings.minStableUsers) return { baseline: 'stable-history', compared: stableHistory };
  return { baseline: 'ceiling', compared: null };
}

/**
 * The canary guard's rule, on people: N is the number of distinct users of a version in the
 * window, k the number of them with a failed load. Pause when the canary has enough users and
 * failing users and its failure rate is significantly and substantially above the baseline's:
 *
 * - against stable (recent or historical): the exact conditional binomial test. Under equal
 *   rates, given n = k_canary + k_stable failing users, k_canary ~ Binomial(n, N_canary /
 *   (N_canary + N_stable)); p = P(X >= k_canary) < alpha, and the canary's rate >= minRatio x
 *   stable's;
 * - against the ceiling: the exact one-sample test, p = P(X >= k_canary) for X ~
 *   Binomial(N_canary, ceiling) < alpha (the ceiling is already a level no healthy release
 *   reaches, so no ratio on top).
 *
 * @param {{ canary: Tally, stable: Tally, stableHistory?: Tally | null }} tallies
 * @param {DecisionSettings} settings
 * @returns {Decision}
 */
function decideCanary({ canary, stable, stableHistory = null }, settings) {
  const { baseline, compared } = chooseBaseline(stable, stableHistory, settings);
  const canaryRate = rateOf(canary);
  const baselineRate = compared ? rateOf(compared) : settings.failureCeiling;
  const base = { baseline, canary, compared, canaryRate, baselineRate };
  if (canary.users < settings.minCanaryUsers || canary.failed < settings.minCanaryFailedUsers) {
    return { ...base, verdict: 'too-few', ratio: null, pValue: null };
  }
  if (!compared) {
    const pValue = binomialUpperTail(canary.failed, canary.users, settings.failureCeiling);
    const verdict = pValue < settings.alpha && canaryRate > settings.failureCeiling ? 'pause' : 'healthy';
    return { ...base, verdict, ratio: canaryRate / settings.failureCeiling, pValue };
  }
  const share = canary.users / (canary.users + compared.users);
  const pValue = binomialUpperTail(canary.failed, canary.failed + compared.failed, share);
  const ratio = baselineRate === 0 ? Infinity : canaryRate / baselineRate;
  const verdict = pValue < settings.alpha && ratio >= settings.minRatio ? 'pause' : 'healthy';
  return { ...base, verdict, ratio, pValue };
}

/**
 * Slow is flagged, never paused: the canary's p75 load time above slowRatio x stable's, once
 * both have at least slowMinSessions loads with a time.
 * @param {{ p75: number | null, loads: number }} canary
 * @param {{ p75: number | null, loads: number }} stable
 * @param {DecisionSettings} settings
 */
function isSlow(canary, stable, settings) {
  if (canary.p75 === null || stable.p75 === null || stable.p75 <= 0) return false;
  if (canary.loads < settings.slowMinSessions || stable.loads < settings.slowMinSessions) return false;
  return canary.p75 > settings.slowRatio * stable.p75;
}

const percent = (/** @type {number} */ rate) => `${(rate * 100).toFixed(1).replace('.', ',')}%`;
const pText = (/** @type {number} */ p) => (p < 0.0001 ? p.toExponential(1) : p.toFixed(4)).replace('.', ',');

/**
 * The sentence the history and the health view show for an automatic decision, in Dutch, with
 * every figure the rule used.
 * @param {Decision} decision @param {{ canaryVersion: string, stableVersion: string | null }} versions
 * @param {DecisionSettings} settings
 */
function describeDecision(decision, versions, settings) {
  const { canary, compared } = decision;
  const canaryPart = `canary ${versions.canaryVersion}: mislukt bij ${canary.failed} van ${canary.users} gebruikers (${percent(decision.canaryRate)})`;
  const basePart =
    decision.baseline === 'ceiling'
      ? `plafond ${percent(settings.failureCeiling)} (te weinig verkeer op de stabiele versie)`
      : `stabiel ${versions.stableVersion ?? '-'}${decision.baseline === 'stable-history' ? ' (laatste 24 uur)' : ''}: bij ${compared?.failed ?? 0} van ${compared?.users ?? 0} (${percent(decision.baselineRate)})`;
  const ratioPart = decision.ratio === null ? '' : `, ${Number.isFinite(decision.ratio) ? `${decision.ratio.toFixed(1).replace('.', ',')}x` : 'oneindig x'}`;
  const pPart = decision.pValue === null ? '' : `, p = ${pText(decision.pValue)} (grens ${pText(settings.alpha)})`;
  return `${canaryPart}; ${basePart}${ratioPart}${pPart}`;
}

module.exports = { decideCanary, isSlow, describeDecision };
