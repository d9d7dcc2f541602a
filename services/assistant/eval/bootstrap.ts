import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { figures, MEASURES, type Measure, type Outcome } from './evaluate.js';

/**
 * Bootstrap confidence intervals: how much a figure could move with another set of questions
 * written the same way. The questions are drawn again with replacement, many times, and the
 * figure is taken on each draw; the interval holds the middle 95 % of those figures (the
 * percentile bootstrap). The draws are seeded, so a scoring prints the same interval every time.
 */
export interface BootstrapOptions {
  /** How many resamples; 10,000 keeps the ends of the interval stable to about 0.005. */
  resamples: number;
  seed: number;
  /** The interval's coverage, 0.95 for 95 %. */
  level: number;
}

export const BOOTSTRAP: BootstrapOptions = { resamples: 10_000, seed: 47, level: 0.95 };

export interface Interval {
  low: number;
  high: number;
}

/** `size` items drawn from `items` with replacement. */
export function resample<T>(items: readonly T[], size: number, random: RandomGenerator): T[] {
  return Array.from({ length: size }, () => items[uniformInt(random, 0, items.length - 1)] as T);
}

/** The q-quantile of sorted values, interpolated between the two nearest (Hyndman and Fan's type 7). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] ?? Number.NaN;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}

/**
 * Percentile intervals of the statistics `statistic` computes. Each stratum is resampled to its
 * own size, so a set's designed make-up (its share of questions without an answer) stays fixed.
 */
export function bootstrapIntervals<T, K extends string>(
  strata: readonly (readonly T[])[],
  statistic: (sample: T[]) => Record<K, number>,
  keys: readonly K[],
  options: BootstrapOptions = BOOTSTRAP,
): Record<K, Interval> {
  const random = xoroshiro128plus(options.seed);
  const draws = new Map<K, number[]>(keys.map((key) => [key, []]));
  for (let draw = 0; draw < options.resamples; draw += 1) {
    const sample = strata.flatMap((stratum) => (stratum.length === 0 ? [] : resample(stratum, stratum.length, random)));
    const figures = statistic(sample);
    for (const key of keys) draws.get(key)?.push(figures[key]);
  }
  const tail = (1 - options.level) / 2;
  const intervals = {} as Record<K, Interval>;
  for (const key of keys) {
    const sorted = (draws.get(key) ?? []).sort((left, right) => left - right);
    intervals[key] = { low: quantile(sorted, tail), high: quantile(sorted, 1 - tail) };
  }
  return intervals;
}

/** 95 % intervals of every measure of a scoring, resampling its answerable and its no-answer questions apart. */
export function measureIntervals(outcomes: readonly Outcome[], options: BootstrapOptions = BOOTSTRAP): Record<Measure, Interval> {
  const answerable = outcomes.filter((outcome) => outcome.answerable);
  const noAnswer = outcomes.filter((outcome) => !outcome.answerable);
  return bootstrapIntervals([answerable, noAnswer], figures, MEASURES, options);
}
