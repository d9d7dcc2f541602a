import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { tokenize } from '../language/dutchText.js';
import type { Vocabulary } from './vocabulary.js';

/** A question teachers asked, with the keys (`kind:slug`) of the items that answer it. */
export interface AskedQuestion {
  text: string;
  expect: string[];
}

interface AskedDocument {
  key: string;
  asked: string;
}

/**
 * The questions teachers asked, searched per item that answers them: a new question in the same
 * everyday wording ("ze zitten allemaal op hun telefoon als ik praat") finds the guide those
 * words led to, though the guide itself uses other words. They are no part of the item: they
 * add to its rank, and never make it cover a question or give a link its reason (see
 * `withAsked`). Questions without an answer teach nothing here.
 */
export class AskedQuestions {
  private readonly byKey = new Map<string, string[]>();

  constructor(questions: readonly AskedQuestion[]) {
    for (const question of questions) for (const key of question.expect) this.byKey.set(key, [...(this.byKey.get(key) ?? []), question.text]);
  }

  /**
   * A search over the questions of the items given, their words made terms as the content's
   * vocabulary makes them (stems, compounds split), so a query meets them as it meets the items.
   */
  searchFor(keys: string[], vocabulary: Vocabulary, searchOptions: SearchOptions): MiniSearch<AskedDocument> {
    const search = new MiniSearch<AskedDocument>({
      idField: 'key',
      fields: ['asked'],
      tokenize,
      processTerm: (word) => {
        const terms = vocabulary.indexTermsOf(word);
        return terms.length > 0 ? terms : null;
      },
      searchOptions,
    });
    search.addAll(keys.flatMap((key) => (this.byKey.has(key) ? [{ key, asked: (this.byKey.get(key) ?? []).join(' \n ') }] : [])));
    return search;
  }
}

/**
 * The content's ranking with what teachers asked added to each item's score. An item found only
 * by what was asked joins without matched words: it ranks, but covers nothing of the question.
 */
export function withAsked(content: SearchResult[], asked: SearchResult[]): SearchResult[] {
  if (asked.length === 0) return content;
  const merged = new Map(content.map((result) => [String(result.id), { ...result }]));
  for (const result of asked) {
    const known = merged.get(String(result.id));
    if (known) known.score += result.score;
    else merged.set(String(result.id), { id: result.id, score: result.score, terms: [], queryTerms: [], match: {} });
  }
  return [...merged.values()].sort((left, right) => right.score - left.score);
}
