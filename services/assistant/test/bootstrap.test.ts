import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { bootstrapIntervals, measureIntervals, quantile, resample, type BootstrapOptions } from '../eval/bootstrap.js';
import type { Outcome } from '../eval/evaluate.js';

const QUICK: BootstrapOptions = { resamples: 2000, seed: 7, level: 0.95 };
const hit: Outcome = { answerable: true, rank: 1, nothingFound: false };
const third: Outcome = { answerable: true, rank: 3, nothingFound: false };
const silent: Outcome = { answerable: true, rank: 0, nothingFound: true };
const declined: Outcome = { answerable: false, rank: 0, nothingFound: true };
const answeredAnyway: Outcome = { answerable: false, rank: 0, nothingFound: false };

/** 80 questions at rank 1, 20 not found, 20 without an answer of which 15 declined. */
const SCORING: Outcome[] = [
  ...Array<Outcome>(80).fill(hit),
  ...Array<Outcome>(20).fill(silent),
  ...Array<Outcome>(15).fill(declined),
  ...Array<Outcome>(5).fill(answeredAnyway),
];

describe('the bootstrap resampler', () => {
  it('draws with replacement from the items only, as many as asked', () => {
    const drawn = resample(['a', 'b', 'c'], 300, xoroshiro128plus(1));
    expect(drawn).toHaveLength(300);
    expect(new Set(drawn)).toEqual(new Set(['a', 'b', 'c']));
  });

  it('gives the same intervals for the same seed and other ones for another seed', () => {
    expect(measureIntervals(SCORING, QUICK)).toEqual(measureIntervals(SCORING, QUICK));
    const few = { ...QUICK, resamples: 15 };
    expect(measureIntervals(SCORING, { ...few, seed: 8 })).not.toEqual(measureIntervals(SCORING, few));
    const items = Array.from({ length: 100 }, (_, position) => position);
    expect(resample(items, 50, xoroshiro128plus(3))).toEqual(resample(items, 50, xoroshiro128plus(3)));
    expect(resample(items, 50, xoroshiro128plus(4))).not.toEqual(resample(items, 50, xoroshiro128plus(3)));
  });

  it('puts a 95 % interval where the binomial one is: 80 hits of 100 give about 0.72 to 0.88', () => {
    const { hit1 } = measureIntervals(SCORING, QUICK);
    expect(hit1.low).toBeGreaterThan(0.7);
    expect(hit1.low).toBeLessThan(0.74);
    expect(hit1.high).toBeGreaterThan(0.86);
    expect(hit1.high).toBeLessThan(0.89);
  });

  it('has no width where every question fared the same', () => {
    const intervals = measureIntervals([...Array<Outcome>(30).fill(third), ...Array<Outcome>(10).fill(declined)], QUICK);
    expect(intervals.hit1).toEqual({ low: 0, high: 0 });
    expect(intervals.hit3).toEqual({ low: 1, high: 1 });
    expect(intervals.mrr.low).toBeCloseTo(1 / 3);
    expect(intervals.noAnswerRecall).toEqual({ low: 1, high: 1 });
  });

  it('resamples each stratum to its own size, so the share without an answer stays as designed', () => {
    const { answerable } = bootstrapIntervals(
      [SCORING.filter((outcome) => outcome.answerable), SCORING.filter((outcome) => !outcome.answerable)],
      (sample) => ({ answerable: sample.filter((outcome) => outcome.answerable).length }),
      ['answerable'],
      QUICK,
    );
    expect(answerable).toEqual({ low: 100, high: 100 });
  });

  it('interpolates between the two nearest values for a quantile', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0)).toBe(1);
    expect(quantile([1, 2, 3, 4], 1)).toBe(4);
    expect(quantile([10], 0.975)).toBe(10);
  });
});
