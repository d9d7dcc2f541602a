import type { SearchResult } from 'minisearch';

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

/**
 * Rankings fused by reciprocal rank fusion (above). Each item keeps the result of the
 * first ranking that has it (its matched words give the reason under its link); the fused order
 * decides, and the score keeps it for the relative cut-off in the grounding.
 */
export function fusedByRank(rankings: SearchResult[][]): SearchResult[] {
  const byKey = new Map<string, SearchResult>();
  for (const ranking of rankings) for (const result of ranking) if (!byKey.has(String(result.id))) byKey.set(String(result.id), result);
  const order = reciprocalRankFusion(rankings.map((ranking) => ranking.map((result) => String(result.id))));
  return order.flatMap((key, position) => {
    const result = byKey.get(key);
    return result ? [{ ...result, score: order.length - position }] : [];
  });
}
