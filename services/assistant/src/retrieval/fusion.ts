/**
 * Reciprocal rank fusion: each ranking gives an item 1 / (k + rank); the sums decide the order.
 * It needs no comparable scores, so a word ranking and a meaning ranking combine without
 * calibration; k = 60 is the value from the method's original evaluation and damps the weight
 * of the very first ranks.
 */
export const RRF_K = 60;

export function reciprocalRankFusion(rankings: string[][], k: number = RRF_K): string[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    ranking.forEach((key, position) => scores.set(key, (scores.get(key) ?? 0) + 1 / (k + position + 1)));
  }
  // Ties keep the order of first appearance (the first ranking wins), so the result is stable.
  return [...scores.entries()].sort((left, right) => right[1] - left[1]).map(([key]) => key);
}
