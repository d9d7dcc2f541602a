import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** Distinct users, and distinct users with a failed load. */
interface Tally {
  users: number;
  failed: number;
}
interface Decision {
  verdict: 'pause' | 'healthy' | 'too-few';
  baseline: 'stable' | 'stable-history' | 'ceiling';
  canary: Tally;
  compared: Tally | null;
  canaryRate: number;
  baselineRate: number;
  ratio: number | null;
  pValue: number | null;
}
type DecisionSettings = Record<'alpha' | 'minRatio' | 'minCanaryUsers' | 'minCanaryFailedUsers' | 'minStableUsers' | 'failureCeiling' | 'slowRatio' | 'slowMinSessions', number>;
type Load = { p75: number | null; loads: number };
type EnvHelper = ((name: string, fallback: unknown) => unknown) & { int: (name: string, fallback: number) => number; float: (name: string, fallback: number) => number };

const { binomialUpperTail } = require('../src/control-plane/health/binomial.js') as { binomialUpperTail: (k: number, n: number, p: number) => number };
const { decideCanary, isSlow, describeDecision } = require('../src/control-plane/health/decision.js') as {
  decideCanary: (tallies: { canary: Tally; stable: Tally; stableHistory?: Tally | null }, settings: DecisionSettings) => Decision;
  isSlow: (canary: Load, stable: Load, settings: DecisionSettings) => boolean;
  describeDecision: (decision: Decision, versions: { canaryVersion: string; stableVersion: string | null }, settings: DecisionSettings) => string;
};
const { healthSettings } = require('../src/control-plane/health/settings.js') as { healthSettings: (env: EnvHelper) => { decision: DecisionSettings } };
const { percentile, bucketOf, LOAD_BUCKETS_MS } = require('../src/control-plane/health/load-histogram.js') as {
  percentile: (counts: number[], fraction?: number) => number | null;
  bucketOf: (ms: number) => number;
  LOAD_BUCKETS_MS: number[];
};

/** The defaults, as a deployment without HEALTH_* variables gets them. */
const env: EnvHelper = Object.assign((_name: string, fallback: unknown) => fallback, {
  int: (_name: string, fallback: number) => fallback,
  float: (_name: string, fallback: number) => fallback,
});
const settings = healthSettings(env).decision;

describe('binomial upper tail P(X >= k)', () => {
  // Reference values from scipy.stats.binom.sf(k - 1, n, p).
  it.each([
    [3, 3, 0.5, 0.125],
    [5, 20, 0.1, 0.04317449528446339],
    [3, 10, 0.2, 0.3222004736],
    [5, 10, 0.2, 0.0327934976],
    [6, 10, 0.2, 0.0063693824],
    [12, 14, 12 / 212, 8.842636842038637e-14],
    [6, 16, 40 / 1040, 1.8559997475476575e-5],
    [600, 1000, 0.5, 1.3642320780329735e-10],
  ])('k=%i n=%i p=%f is %f', (k, n, p, expected) => {
    expect(binomialUpperTail(k, n, p) / expected).toBeCloseTo(1, 6);
  });

  it('is 1 for k = 0, 0 above n, and exact at the edges of p', () => {
    expect(binomialUpperTail(0, 5, 0.3)).toBe(1);
    expect(binomialUpperTail(6, 5, 0.3)).toBe(0);
    expect(binomialUpperTail(1, 5, 0)).toBe(0);
    expect(binomialUpperTail(5, 5, 1)).toBe(1);
    expect(binomialUpperTail(12, 12, 0.2)).toBeCloseTo(0.2 ** 12, 20);
  });

  it('refuses impossible input', () => {
    expect(() => binomialUpperTail(1.5, 5, 0.2)).toThrow(RangeError);
    expect(() => binomialUpperTail(1, 5, 1.2)).toThrow(RangeError);
  });
});

describe('the canary decision', () => {
  it('pauses the worked example: 6 of 40 canary users failed against 10 of 1000 stable users', () => {
    const decision = decideCanary({ canary: { users: 40, failed: 6 }, stable: { users: 1000, failed: 10 } }, settings);
    expect(decision).toMatchObject({ verdict: 'pause', baseline: 'stable', canaryRate: 0.15, baselineRate: 0.01 });
    expect(decision.ratio).toBeCloseTo(15, 10);
    expect(decision.pValue! / 1.8559997475476575e-5).toBeCloseTo(1, 6);
  });

  it('keeps a canary whose excess is not significant on a small sample (3 of 10 against 5 of 100)', () => {
    const decision = decideCanary({ canary: { users: 10, failed: 3 }, stable: { users: 100, failed: 5 } }, settings);
    expect(decision.verdict).toBe('healthy');
    expect(decision.pValue!).toBeCloseTo(0.029664649163754494, 10);
  });

  it('keeps a canary that is significantly but not 3x worse', () => {
    const decision = decideCanary({ canary: { users: 20000, failed: 1200 }, stable: { users: 100000, failed: 3000 } }, settings);
    expect(decision.pValue!).toBeLessThan(1e-10);
    expect(decision.ratio).toBeCloseTo(2, 10);
    expect(decision.verdict).toBe('healthy');
  });

  it('waits below 10 users or 3 failing users, however bad the rate', () => {
    expect(decideCanary({ canary: { users: 9, failed: 9 }, stable: { users: 500, failed: 0 } }, settings).verdict).toBe('too-few');
    expect(decideCanary({ canary: { users: 50, failed: 2 }, stable: { users: 500, failed: 0 } }, settings).verdict).toBe('too-few');
  });

  it('keeps a canary with zero failures', () => {
    const decision = decideCanary({ canary: { users: 300, failed: 0 }, stable: { users: 3000, failed: 30 } }, settings);
    expect(decision).toMatchObject({ verdict: 'too-few', canaryRate: 0 });
  });

  it('pauses on 3 failures when stable never fails (ratio without bound)', () => {
    const decision = decideCanary({ canary: { users: 12, failed: 3 }, stable: { users: 500, failed: 0 } }, settings);
    expect(decision.verdict).toBe('pause');
    expect(decision.ratio).toBe(Infinity);
    expect(decision.pValue!).toBeCloseTo(1.2874603271484375e-5, 12);
  });

  it('compares with stable\'s people of the last 24 hours when stable had too few users in the window', () => {
    const decision = decideCanary(
      { canary: { users: 12, failed: 12 }, stable: { users: 4, failed: 0 }, stableHistory: { users: 200, failed: 2 } },
      settings,
    );
    expect(decision).toMatchObject({ verdict: 'pause', baseline: 'stable-history', compared: { users: 200, failed: 2 } });
    expect(decision.pValue! / 8.842636842038637e-14).toBeCloseTo(1, 6);
  });

  it('falls back to the 20% ceiling without stable traffic: 12 of 12 pauses, 3 of 10 does not', () => {
    const all = decideCanary({ canary: { users: 12, failed: 12 }, stable: { users: 0, failed: 0 } }, settings);
    expect(all).toMatchObject({ verdict: 'pause', baseline: 'ceiling', baselineRate: 0.2 });
    expect(all.pValue!).toBeCloseTo(0.2 ** 12, 20);
    const some = decideCanary({ canary: { users: 10, failed: 3 }, stable: { users: 0, failed: 0 }, stableHistory: { users: 20, failed: 0 } }, settings);
    expect(some).toMatchObject({ verdict: 'healthy', baseline: 'ceiling' });
    expect(some.pValue!).toBeCloseTo(0.3222004736, 10);
  });

  it('reads its thresholds from the configuration', () => {
    const strict = { ...settings, alpha: 0.05 };
    expect(decideCanary({ canary: { users: 10, failed: 3 }, stable: { users: 100, failed: 5 } }, strict).verdict).toBe('pause');
  });

  it('describes a decision with its figures in Dutch', () => {
    const decision = decideCanary({ canary: { users: 40, failed: 6 }, stable: { users: 1000, failed: 10 } }, settings);
    expect(describeDecision(decision, { canaryVersion: '2.0.0', stableVersion: '1.0.0' }, settings)).toBe(
      'canary 2.0.0: mislukt bij 6 van 40 gebruikers (15,0%); stabiel 1.0.0: bij 10 van 1000 (1,0%), 15,0x, p = 1,9e-5 (grens 0,0100)',
    );
  });
});

describe('slow canaries', () => {
  it('flags p75 above 2x stable over at least 30 sessions each, not below', () => {
    expect(isSlow({ p75: 2100, loads: 30 }, { p75: 1000, loads: 400 }, settings)).toBe(true);
    expect(isSlow({ p75: 2000, loads: 30 }, { p75: 1000, loads: 400 }, settings)).toBe(false);
    expect(isSlow({ p75: 5000, loads: 29 }, { p75: 1000, loads: 400 }, settings)).toBe(false);
    expect(isSlow({ p75: 5000, loads: 100 }, { p75: null, loads: 0 }, settings)).toBe(false);
  });
});

describe('load-time histogram', () => {
  it('puts a time in the first bucket whose bound it does not exceed', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(100)).toBe(0);
    expect(bucketOf(101)).toBe(1);
    expect(bucketOf(60_000)).toBe(LOAD_BUCKETS_MS.length);
  });

  it('interpolates p75 inside its bucket and has none without data', () => {
    expect(percentile(new Array(12).fill(0))).toBeNull();
    // 4 loads under 100 ms: the 3rd of 4 lies at 75 ms.
    expect(percentile([4, ...new Array(11).fill(0)])).toBe(75);
    // 1 fast, 3 between 500 and 750 ms: rank 3 is the 2nd of 3 in that bucket.
    const counts = new Array(12).fill(0);
    counts[0] = 1;
    counts[4] = 3;
    expect(percentile(counts)).toBe(667);
    const slowest = new Array(12).fill(0);
    slowest[11] = 2;
    expect(percentile(slowest)).toBe(10_000);
  });
});
