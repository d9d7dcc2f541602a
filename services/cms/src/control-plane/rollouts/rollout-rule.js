'use strict';

/**
 * The promotion rule of a rollout, a pure function: at a check point, does the canary's current
 * step pause, wait, hold, or go on to the next step (at 100 %: become the active version)?
 * docs/canary-health.md explains it with worked examples; tests/rollout-rule.test.ts checks them.
 *
 * @typedef {'pause' | 'wait' | 'hold' | 'promote' | 'complete'} RolloutAction
 * @typedef {'failing' | 'hold-time' | 'too-few-users' | 'slow' | 'healthy'} RolloutReason
 * @typedef {{ p75: number | null, loads: number }} ContentTime p75 time to content (ms) and the number of page loads it is read from
 * @typedef {{
 *   steps: number[],
 *   percent: number,
 *   holdMs: number,
 *   heldMs: number,
 *   canaryUsers: number,
 *   verdict: 'pause' | 'healthy' | 'too-few',
 *   timeToContent?: { canary: ContentTime, stable: ContentTime } | null,
 * }} RolloutInput the plan, where the canary is, and the figures of the current step
 * @typedef {{ minCanaryUsers: number, contentRatio: number, contentMinLoads: number }} RolloutSettings
 * @typedef {{ action: RolloutAction, reason: RolloutReason, next: number | null, waitMs: number, contentRatio: number | null }} RolloutVerdict
 */

/**
 * The canary's p75 time to content as a multiple of stable's, when both are read from enough
 * page loads; null otherwise (no figure is no reason to hold).
 * @param {RolloutInput['timeToContent']} figures @param {RolloutSettings} settings
 */
function contentRatioOf(figures, settings) {
  if (!figures) return null;
  const { canary, stable } = figures;
  if (canary.p75 === null || stable.p75 === null || stable.p75 <= 0) return null;
  if (canary.loads < settings.contentMinLoads || stable.loads < settings.contentMinLoads) return null;
  return canary.p75 / stable.p75;
}

/**
 * In this order:
 * 1. the canary guard says pause (its failure rule, on the canary's whole window): **pause**;
 * 2. the step has not held its hold time yet: **wait** (not a decision, no history entry);
 * 3. fewer distinct canary users in this step than the health rule's minimum: **hold**;
 * 4. the canary's p75 time to content above `contentRatio` x stable's: **hold**;
 * 5. otherwise **promote** to the next step, or **complete** when that step is 100 % (the canary
 *    becomes the active version).
 * @param {RolloutInput} input @param {RolloutSettings} settings
 * @returns {RolloutVerdict}
 */
function decideRollout(input, settings) {
  const contentRatio = contentRatioOf(input.timeToContent, settings);
  const next = input.steps.find((step) => step > input.percent) ?? null;
  const base = { next, waitMs: 0, contentRatio };
  if (input.verdict === 'pause') return { ...base, action: 'pause', reason: 'failing' };
  if (input.heldMs < input.holdMs) return { ...base, action: 'wait', reason: 'hold-time', waitMs: input.holdMs - input.heldMs };
  if (input.canaryUsers < settings.minCanaryUsers) return { ...base, action: 'hold', reason: 'too-few-users' };
  if (contentRatio !== null && contentRatio > settings.contentRatio) return { ...base, action: 'hold', reason: 'slow' };
  return { ...base, action: next === null || next >= 100 ? 'complete' : 'promote', reason: 'healthy' };
}

/** The actions and reasons in Dutch, for the status a team reads (API, `--status`, health page). */
const ACTION_TEXT = /** @type {const} */ ({ pause: 'pauzeren', wait: 'wachten', hold: 'houden', promote: 'naar de volgende stap', complete: 'voltooien (actieve versie)' });
const REASON_TEXT = /** @type {const} */ ({
  failing: 'de canary faalt (foutregel)',
  'hold-time': 'de wachttijd is nog niet om',
  'too-few-users': 'te weinig verschillende gebruikers in deze stap',
  slow: 'tijd tot inhoud p75 te ver boven stabiel',
  healthy: 'gezond: wachttijd om, genoeg gebruikers, geen pauzereden',
});

/** `12 s`, `4 min`, `1,5 uur`: a step's time held and its hold time, in the notes and the status. */
const durationText = (/** @type {number} */ ms) => {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1).replace('.', ',')} uur`;
};
const ratioText = (/** @type {number} */ ratio) => `${ratio.toFixed(2).replace('.', ',')}x`;

/**
 * What the history and the health view say about a decision, in Dutch, with the figures behind
 * it (the pause has its own sentence: the guard's failure rule).
 * @param {RolloutVerdict} verdict @param {RolloutInput} input @param {RolloutSettings} settings @param {string} version
 */
function describeRollout(verdict, input, settings, version) {
  const step = `stap ${input.percent}%`;
  const users = `${input.canaryUsers} ${input.canaryUsers === 1 ? 'gebruiker' : 'gebruikers'} in deze stap`;
  const held = `${durationText(input.heldMs)} gehouden (wachttijd ${durationText(input.holdMs)})`;
  const content =
    verdict.contentRatio === null
      ? 'tijd tot inhoud: te weinig metingen'
      : `tijd tot inhoud p75 ${Math.round(/** @type {number} */ (input.timeToContent?.canary.p75))} ms tegen ${Math.round(/** @type {number} */ (input.timeToContent?.stable.p75))} ms stabiel (${ratioText(verdict.contentRatio)}, grens ${ratioText(settings.contentRatio)})`;
  switch (verdict.action) {
    case 'complete':
      return `Uitrol voltooid: ${version} is de actieve versie (100%) na ${step}: ${held}, ${users}, geen pauzereden; ${content}.`;
    case 'promote':
      return `Uitrol ${version} naar stap ${verdict.next}% na ${step}: ${held}, ${users}, geen pauzereden; ${content}.`;
    case 'hold':
      return verdict.reason === 'slow'
        ? `Uitrol ${version} blijft op ${step}: canary trager dan stabiel, ${content}.`
        : `Uitrol ${version} blijft op ${step}: ${users}, minstens ${settings.minCanaryUsers} nodig.`;
    case 'wait':
      return `Uitrol ${version} wacht op ${step}: nog ${durationText(verdict.waitMs)} tot de wachttijd om is.`;
    default:
      return `Uitrol ${version} gepauzeerd op ${step}.`;
  }
}

module.exports = { decideRollout, describeRollout, contentRatioOf, ACTION_TEXT, REASON_TEXT, durationText };
