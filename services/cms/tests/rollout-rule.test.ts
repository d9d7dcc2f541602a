import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

type ContentTime = { p75: number | null; loads: number };
interface RolloutInput {
  steps: number[];
  percent: number;
  holdMs: number;
  heldMs: number;
  canaryUsers: number;
  verdict: 'pause' | 'healthy' | 'too-few';
  timeToContent?: { canary: ContentTime; stable: ContentTime } | null;
}
interface RolloutVerdict {
  action: 'pause' | 'wait' | 'hold' | 'promote' | 'complete';
  reason: 'failing' | 'hold-time' | 'too-few-users' | 'slow' | 'healthy';
  next: number | null;
  waitMs: number;
  contentRatio: number | null;
}
type RolloutSettings = { minCanaryUsers: number; contentRatio: number; contentMinLoads: number };
type EnvHelper = ((name: string, fallback: unknown) => unknown) & { int: (name: string, fallback: number) => number; float: (name: string, fallback: number) => number };

const { decideRollout, describeRollout } = require('../src/control-plane/rollouts/rollout-rule.js') as {
  decideRollout: (input: RolloutInput, settings: RolloutSettings) => RolloutVerdict;
  describeRollout: (verdict: RolloutVerdict, input: RolloutInput, settings: RolloutSettings, version: string) => string;
};
const plan = require('../src/control-plane/rollouts/rollout-plan.js') as {
  parseSteps: (value: unknown) => { steps: number[] } | { error: string };
  parseHold: (value: unknown) => { seconds: number; hold: string } | { error: string };
  normalizeRollout: (before: unknown, after: unknown) => Record<string, unknown>;
};
const { healthSettings } = require('../src/control-plane/health/settings.js') as { healthSettings: (env: EnvHelper) => { rollout: RolloutSettings } };

/** The defaults, as a deployment without HEALTH_* or ROLLOUT_* variables gets them. */
const env: EnvHelper = Object.assign((_name: string, fallback: unknown) => fallback, {
  int: (_name: string, fallback: number) => fallback,
  float: (_name: string, fallback: number) => fallback,
});
const settings = healthSettings(env).rollout;
const MINUTE = 60_000;
const STEPS = [5, 25, 50, 100];
const step = (overrides: Partial<RolloutInput>): RolloutInput => ({
  steps: STEPS,
  percent: 5,
  holdMs: 30 * MINUTE,
  heldMs: 31 * MINUTE,
  canaryUsers: 14,
  verdict: 'too-few',
  timeToContent: null,
  ...overrides,
});
const times = (canary: number, canaryLoads: number, stable: number, stableLoads: number) => ({ canary: { p75: canary, loads: canaryLoads }, stable: { p75: stable, loads: stableLoads } });

describe('the promotion rule (the worked examples of docs/canary-health.md)', () => {
  it('uses the health rule\'s minimum of people and a 1.5x limit on time to content by default', () => {
    expect(settings).toEqual({ minCanaryUsers: 10, contentRatio: 1.5, contentMinLoads: 10 });
  });

  it('1. waits while the step has not held its hold time (12 of 30 minutes): no decision yet', () => {
    expect(decideRollout(step({ heldMs: 12 * MINUTE, canaryUsers: 4 }), settings)).toMatchObject({ action: 'wait', reason: 'hold-time', waitMs: 18 * MINUTE });
  });

  it('2. holds a step that held 31 minutes with 7 distinct users: the health rule needs 10', () => {
    const input = step({ canaryUsers: 7 });
    const verdict = decideRollout(input, settings);
    expect(verdict).toMatchObject({ action: 'hold', reason: 'too-few-users', next: 25 });
    expect(describeRollout(verdict, input, settings, '1.5.0')).toBe('Uitrol 1.5.0 blijft op stap 5%: 7 gebruikers in deze stap, minstens 10 nodig.');
  });

  it('3. promotes 5% -> 25% after 31 minutes, 14 users, no pause, time to content 900 ms against 800 ms (1.13x)', () => {
    const input = step({ timeToContent: times(900, 14, 800, 300) });
    const verdict = decideRollout(input, settings);
    expect(verdict).toMatchObject({ action: 'promote', reason: 'healthy', next: 25 });
    expect(verdict.contentRatio).toBeCloseTo(1.125, 10);
    expect(describeRollout(verdict, input, settings, '1.5.0')).toBe(
      'Uitrol 1.5.0 naar stap 25% na stap 5%: 31 min gehouden (wachttijd 30 min), 14 gebruikers in deze stap, geen pauzereden; tijd tot inhoud p75 900 ms tegen 800 ms stabiel (1,13x, grens 1,50x).',
    );
  });

  it('4. holds 25% while the canary shows its content 1.75x later than stable (1400 ms against 800 ms)', () => {
    const input = step({ percent: 25, heldMs: 35 * MINUTE, canaryUsers: 60, timeToContent: times(1400, 60, 800, 200) });
    const verdict = decideRollout(input, settings);
    expect(verdict).toMatchObject({ action: 'hold', reason: 'slow', next: 50 });
    expect(verdict.contentRatio).toBeCloseTo(1.75, 10);
    expect(describeRollout(verdict, input, settings, '1.5.0')).toContain('canary trager dan stabiel, tijd tot inhoud p75 1400 ms tegen 800 ms stabiel (1,75x, grens 1,50x)');
  });

  it('holds only above 1.5x, not at exactly 1.5x', () => {
    expect(decideRollout(step({ timeToContent: times(1200, 20, 800, 20) }), settings).action).toBe('promote');
    expect(decideRollout(step({ timeToContent: times(1201, 20, 800, 20) }), settings).action).toBe('hold');
  });

  it('does not hold on a time to content read from too few page loads (9 canary loads)', () => {
    const verdict = decideRollout(step({ timeToContent: times(5000, 9, 800, 300) }), settings);
    expect(verdict).toMatchObject({ action: 'promote', contentRatio: null });
  });

  it('5. completes from 50%: the next step is 100%, so the canary becomes the active version', () => {
    const input = step({ percent: 50, canaryUsers: 120, verdict: 'healthy' });
    const verdict = decideRollout(input, settings);
    expect(verdict).toMatchObject({ action: 'complete', next: 100 });
    expect(describeRollout(verdict, input, settings, '1.5.0')).toMatch(/^Uitrol voltooid: 1\.5\.0 is de actieve versie \(100%\) na stap 50%/);
  });

  it('6. pauses whatever the other figures when the guard\'s failure rule says pause', () => {
    expect(decideRollout(step({ verdict: 'pause', heldMs: MINUTE, canaryUsers: 40 }), settings)).toMatchObject({ action: 'pause', reason: 'failing' });
  });

  it('goes on from a percentage a person set between the steps (30% -> 50%)', () => {
    expect(decideRollout(step({ percent: 30 }), settings)).toMatchObject({ action: 'promote', next: 50 });
  });
});

describe('a rollout plan', () => {
  it.each([
    ['5,25,50,100', [5, 25, 50, 100]],
    [' 10 , 100 ', [10, 100]],
    [[1, 100], [1, 100]],
    ['100', [100]],
  ])('reads the steps %j', (value, steps) => {
    expect(plan.parseSteps(value)).toEqual({ steps });
  });

  it.each([['5,25,50'], ['25,5,100'], ['5,5,100'], ['0,100'], ['5,250'], ['vijf,100'], [''], [[]], [null]])('refuses the steps %j with a Dutch message', (value) => {
    expect(plan.parseSteps(value)).toEqual({ error: expect.stringMatching(/stap/) });
  });

  it.each([
    ['30m', 1800],
    ['2s', 2],
    [' 1h', 3600],
  ])('reads the hold time %s as %i seconds', (value, seconds) => {
    expect(plan.parseHold(value)).toMatchObject({ seconds });
  });

  it.each([['30'], ['30 minuten'], ['0s'], ['8000h'], [30]])('refuses the hold time %j', (value) => {
    expect(plan.parseHold(value)).toEqual({ error: expect.stringMatching(/wachttijd/) });
  });

  it('starts a new plan at its first step and ends it with the canary', () => {
    const canary = { version: '1.5.0' };
    expect(plan.normalizeRollout(null, { canaryRelease: canary, canaryPercent: null, rolloutSteps: '5, 25,100', rolloutHold: '30m' })).toEqual({ rolloutSteps: '5,25,100', canaryPercent: 5 });
    // The guard's promotion keeps the plan where it is.
    const running = { canaryRelease: canary, canaryPercent: 25, rolloutSteps: '5,25,100', rolloutHold: '30m' };
    expect(plan.normalizeRollout({ ...running, canaryPercent: 5 }, running)).toEqual({});
    // Another canary version under the same plan starts again at 5%.
    expect(plan.normalizeRollout(running, { ...running, canaryRelease: { version: '1.6.0' } })).toEqual({ canaryPercent: 5 });
    expect(plan.normalizeRollout(running, { ...running, canaryRelease: null })).toEqual({ rolloutSteps: null, rolloutHold: null });
    expect(() => plan.normalizeRollout(null, { canaryRelease: canary, canaryPercent: 5, rolloutSteps: '5,100', rolloutHold: null })).toThrow(/stappen én een wachttijd/);
  });
});
