'use strict';

const { controlPlane } = require('../../messages');

/**
 * A rollout plan: the canary's steps in percent (ascending, the last one 100) and how long each
 * step holds before the guard may promote it. A state stores them as the admin panel shows them
 * ("5,25,50,100", "30m"); the API and `pnpm registry --rollout` send the same.
 */

const HOLD_UNITS = /** @type {const} */ ({ s: 1, m: 60, h: 3600 });
/** A step must hold at least this long: the check points are seconds apart at their fastest. */
const MIN_HOLD_SECONDS = 1;
/** And at most a week: a plan that holds longer is a forgotten plan. */
const MAX_HOLD_SECONDS = 7 * 86_400;

/** @typedef {{ steps: number[], hold: string, holdSeconds: number }} RolloutPlan */

/**
 * The steps of "5,25,50,100" (or [5, 25, 50, 100]), or a Dutch message why not.
 * @param {unknown} value
 * @returns {{ steps: number[] } | { error: string }}
 */
function parseSteps(value) {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((part) => part.trim()) : null;
  const steps = parts?.map((part) => (typeof part === 'number' ? part : /^\d{1,3}$/.test(String(part)) ? Number(part) : NaN));
  if (!steps || steps.length === 0 || steps.length > 10 || !steps.every((step) => Number.isInteger(step) && step >= 1 && step <= 100)) {
    return { error: controlPlane.rolloutSteps };
  }
  if (!steps.every((step, index) => index === 0 || step > /** @type {number} */ (steps[index - 1]))) {
    return { error: controlPlane.rolloutStepsRise };
  }
  if (steps[steps.length - 1] !== 100) return { error: controlPlane.rolloutLastStep };
  return { steps };
}

/**
 * The seconds of a hold time "30m", "2h", "45s", or a Dutch message why not.
 * @param {unknown} value
 * @returns {{ seconds: number, hold: string } | { error: string }}
 */
function parseHold(value) {
  const match = typeof value === 'string' ? /^\s*(\d{1,6})\s*([smh])\s*$/.exec(value) : null;
  const seconds = match ? Number(match[1]) * HOLD_UNITS[/** @type {keyof typeof HOLD_UNITS} */ (match[2])] : NaN;
  if (!match || !(seconds >= MIN_HOLD_SECONDS && seconds <= MAX_HOLD_SECONDS)) {
    return { error: controlPlane.rolloutHold };
  }
  return { seconds, hold: `${match[1]}${match[2]}` };
}

/**
 * The plan of a state, or null when it has none; a stored plan is valid (the history middleware
 * checks every write), so a broken one here is treated as none.
 * @param {{ rolloutSteps?: string | null, rolloutHold?: string | null }} state
 * @returns {RolloutPlan | null}
 */
function planOf(state) {
  if (!state.rolloutSteps || !state.rolloutHold) return null;
  const steps = parseSteps(state.rolloutSteps);
  const hold = parseHold(state.rolloutHold);
  if ('error' in steps || 'error' in hold) return null;
  return { steps: steps.steps, hold: hold.hold, holdSeconds: hold.seconds };
}

/**
 * The next step above the canary's percentage (a person may have set one between the steps), or
 * null at or above the last.
 * @param {number[]} steps @param {number} percent
 */
const nextStep = (steps, percent) => steps.find((step) => step > percent) ?? null;

/**
 * What a write must also change so the state stays a valid rollout, however it arrives (API,
 * admin panel, the guard): no canary means no plan; a new plan (or a new canary version under a
 * plan) starts at its first step; steps and hold time come together and parse. Returns the
 * fields to store, or throws a Dutch message.
 * @param {any} before the state before the write (null on create)
 * @param {any} after the state as written
 * @returns {Record<string, unknown>} fields to change (empty when the state is already right)
 */
function normalizeRollout(before, after) {
  const hasPlan = Boolean(after.rolloutSteps || after.rolloutHold);
  if (!after.canaryRelease) return hasPlan ? { rolloutSteps: null, rolloutHold: null } : {};
  if (!hasPlan) return {};
  if (!after.rolloutSteps || !after.rolloutHold) throw new Error(controlPlane.rolloutIncomplete);
  const steps = parseSteps(after.rolloutSteps);
  if ('error' in steps) throw new Error(steps.error);
  const hold = parseHold(after.rolloutHold);
  if ('error' in hold) throw new Error(hold.error);
  /** @type {Record<string, unknown>} */
  const fields = {};
  const stepsText = steps.steps.join(',');
  if (after.rolloutSteps !== stepsText) fields.rolloutSteps = stepsText;
  if (after.rolloutHold !== hold.hold) fields.rolloutHold = hold.hold;
  const beforeSteps = before?.rolloutSteps ? parseSteps(before.rolloutSteps) : null;
  const started = !beforeSteps || 'error' in beforeSteps || beforeSteps.steps.join(',') !== stepsText || before.canaryRelease?.version !== after.canaryRelease.version;
  const first = /** @type {number} */ (steps.steps[0]);
  if (started && after.canaryPercent !== first) fields.canaryPercent = first;
  if (!started && !after.canaryPercent) fields.canaryPercent = first;
  return fields;
}

module.exports = { parseSteps, parseHold, planOf, nextStep, normalizeRollout };
