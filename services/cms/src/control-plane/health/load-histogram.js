'use strict';

/**
 * Upper bounds (ms) of the load-time buckets; a last bucket holds everything slower. Counts per
 * bucket add up across instances and minutes, which a stored percentile would not.
 */
const LOAD_BUCKETS_MS = [100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000];
/** Column names h0 … h11 in the health tables. */
const HISTOGRAM_COLUMNS = [...LOAD_BUCKETS_MS, Infinity].map((_, index) => `h${index}`);

/**
 * The bucket a value falls in; other figures (the page figures' CLS) bring bounds of their own,
 * as many as the load time's, so every histogram has the same columns.
 * @param {number} ms @param {readonly number[]} [bounds]
 */
function bucketOf(ms, bounds = LOAD_BUCKETS_MS) {
  const index = bounds.findIndex((bound) => ms <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * A percentile from bucket counts, interpolating linearly inside the bucket it falls in (the
 * slowest bucket has no upper bound, so its lower bound is returned). Null without data.
 * @param {number[]} counts one per bucket
 * @param {number} [fraction] 0.75 for p75
 * @param {readonly number[]} [bounds] the buckets' upper bounds
 * @returns {number | null}
 */
function percentile(counts, fraction = 0.75, bounds = LOAD_BUCKETS_MS) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = fraction * total;
  let seen = 0;
  for (let index = 0; index < counts.length; index += 1) {
    const count = counts[index] ?? 0;
    if (count > 0 && seen + count >= rank) {
      const lower = index === 0 ? 0 : (bounds[index - 1] ?? 0);
      const upper = bounds[index];
      if (upper === undefined) return lower;
      return Math.round(lower + ((rank - seen) / count) * (upper - lower));
    }
    seen += count;
  }
  return bounds[bounds.length - 1] ?? null;
}

module.exports = { LOAD_BUCKETS_MS, HISTOGRAM_COLUMNS, bucketOf, percentile };
