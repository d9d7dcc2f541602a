import type { SearchResult } from 'minisearch';
import { expansionsOf } from '../language/synonyms.js';
import { PARTS } from './indexFields.js';

/**
 * How much of a question an item covers: the question's words weighed by how rare they are,
 * each counted by how the item has it (whole, only inside its compounds, only by a typo's
 * neighbour). It decides whether the best item answers the question, and reorders the first few.
 */

/** One word of the question with the terms that stand for it (the stem, or a compound's parts). */
export interface QueryWord {
  terms: string[];
  /** How telling the word is: rarer in the corpus weighs more. */
  weight: number;
  /** A Dutch word the content does not use: searched as typed, not by its typo neighbours. */
  exact: boolean;
}

/** How much a word matched only through typo tolerance counts towards covering the question. */
const TYPO_EVIDENCE = 0.5;
/** How much a word the item has only inside its compounds counts towards covering the question. */
const PART_EVIDENCE = 0.5;
/** How many of the first results are reordered by how much of the question they cover. */
const RERANK_DEPTH = 5;
/** Keeps an item that covers nothing but ranks high by score (a dense match) from dropping to zero. */
const RERANK_FLOOR = 0.05;

/**
 * The first few results reordered by their score times the share of the question they cover:
 * a guide that matches one telling word many times ("verbeteren" in a feedback guide) no longer
 * stays above the one that has most of what the teacher asked ("elkaars verhalen verbeteren").
 */
export function reranked(words: QueryWord[], results: SearchResult[]): SearchResult[] {
  if (results.length < 2) return results;
  const top = results[0]?.score ?? 1;
  const head = results.slice(0, RERANK_DEPTH).map((result) => ({ result, value: (result.score / top) * (coverage(words, result) + RERANK_FLOOR) }));
  head.sort((left, right) => right.value - left.value);
  return [...head.map((entry) => entry.result), ...results.slice(RERANK_DEPTH)];
}

/** The best rarity-weighted share of the question's words that one of the top items matched. */
export function bestCoverage(words: QueryWord[], results: SearchResult[]): number {
  return Math.max(0, ...results.slice(0, 20).map((result) => coverage(words, result)));
}

/**
 * A word counts fully when the item has it (or a longer word starting with it, or a synonym),
 * and half when only a typo's neighbour matched: "verzekering" is one edit pair from
 * "verbetering", which is no evidence that the question is about feedback.
 */
export function coverage(words: QueryWord[], result: SearchResult): number {
  const matched = new Set(result.queryTerms);
  const documentTerms = Object.keys(result.match);
  const exact = (term: string) => documentTerms.filter((documentTerm) => documentTerm.startsWith(term));
  // A word the item has only inside its compounds ("tafel" of "instructietafel") is weaker evidence.
  const whole = (documentTerm: string) => result.match[documentTerm]?.some((field) => !field.endsWith(PARTS)) ?? false;
  let total = 0;
  let covered = 0;
  const evidence = (terms: string[]) => {
    const related = terms.flatMap((term) => [term, ...expansionsOf(term)]);
    const found = related.flatMap(exact);
    if (found.some(whole)) return 1;
    if (found.length > 0) return PART_EVIDENCE;
    return related.some((term) => matched.has(term)) ? TYPO_EVIDENCE : 0;
  };
  for (const { terms: [whole, ...parts], weight } of words) {
    if (whole === undefined) continue;
    total += weight;
    // The whole word, or a compound by the share of its parts the item has: "ouderschapsverlof"
    // is not covered by an item about "ouders".
    const byParts = parts.length === 0 ? 0 : parts.reduce((sum, part, position) => sum + evidence([part]) * partWeight(position, parts.length), 0);
    covered += weight * Math.max(evidence([whole]), byParts);
  }
  return total === 0 ? 0 : covered / total;
}

/**
 * What a compound's part says about the whole: Dutch compounds are right-headed, so the last
 * part ("uitkering" in "eindejaarsuitkering") names the thing and weighs twice as much as each
 * other part.
 */
function partWeight(position: number, count: number): number {
  return (position === count - 1 ? 2 : 1) / (count + 1);
}

