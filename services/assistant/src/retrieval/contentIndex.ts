import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import type { ContentItem, ContentKind } from '../catalogue/types.js';
import { readSayings } from '../language/classroomSayings.js';
import { fold, isMisspeltStopWord, terms } from '../language/dutchText.js';
import { joinSeparableVerbs } from '../language/separableVerbs.js';
import { expansionsOf } from '../language/synonyms.js';
import { AskedQuestions, withAsked, type AskedQuestion } from './askedQuestions.js';
import { bestCoverage, reranked, type QueryWord } from './coverage.js';
import { aboutTheClass, classConduct, CLASS_TOPIC, educationSignal, practicalMatter, TEACHING_TOPIC } from './educationQuestion.js';
import { fusedByRank } from './fusion.js';
import { createMiniSearch, fieldOf, FIELDS, kindOf, SEARCH_OPTIONS, toDocument, typoDistance, type MatchedField } from './indexFields.js';
import { onPlatform } from './onPlatform.js';
import { PlatformOdds } from './platformOdds.js';
import { Vocabulary } from './vocabulary.js';


export interface SearchHit {
  item: ContentItem;
  score: number;
  /** The item's fields that matched the query, most telling first. */
  fields: MatchedField[];
  /** Step titles that share a word the teacher typed, for the reason shown with a link. */
  matchedSteps: string[];
}

/** What a question found: the hits, and whether they only come close to what was asked. */
export interface Found {
  hits: SearchHit[];
  /** No item covers the question; these are the closest ones for a question about teaching. */
  loose: boolean;
}

export interface SearchOptions {
  kinds?: ContentKind[];
  limit?: number;
  /** Item keys ranked by meaning (dense retrieval), best first, fused with the word ranking. */
  dense?: string[];
}

/** Words the teacher did not type but that mean the same count for less. */
const EXPANSION_WEIGHT = 0.5;
/** The share of the question's meaning a step must have to be named as the part that fits. */
const STEP_SHARE = 0.4;
/** A typed word too common to tell items apart still ranks, at this weight. */
const COMMON_WEIGHT = 0.25;
/** A term in more than this share of the items says nothing about any one of them. */
const COMMON_SHARE = 0.3;
/**
 * The share of the question's meaning (its words weighed by how rare they are) that the best
 * item must cover to be an answer to it. Below it the match is loose: shown only for a question
 * about teaching, with an honest sentence, and "nothing found" otherwise. Set in the middle of the
 * development set's gap between questions without an answer (at most 0.45) and with one (from 0.56).
 */
const MIN_COVERAGE = 0.5;
/** A typed word the content uses in at least this many items is platform vocabulary. */
const CORPUS_WORD_ITEMS = 1;
/** ... and in no more than this share of them (see isDistinctive). */
const DISTINCTIVE_SHARE = 0.25;
/**
 * Ordinary Dutch words the content happens to use (time, number, order, comparison, and the
 * plain words of any question: betekent, inhoud, welk, slag, kom, snel, open): a
 * guide's "volgende keer", "nieuwe taken" or "verschil tussen" does not make "wanneer zijn de
 * volgende cao-onderhandelingen", "wat kost een nieuwe fiets" or "wat betekent het woord ironie"
 * a question about teaching. They still rank; they only do not put a question on the platform by
 * themselves.
 */
const ORDINARY_WORDS = new Set(
  [
    'tussen', 'volgende', 'nieuwe', 'nieuw', 'moment', 'momenten', 'goede', 'eerste', 'tweede', 'derde', 'twee', 'drie', 'vier',
    'vijf', 'tien', 'dag', 'dagen', 'maand', 'maanden', 'jaar', 'keer', 'hele', 'weinig',
    'verschil', 'verschillen', 'manier', 'manieren', 'basis', 'plaats', 'einde', 'direct', 'kort', 'korte',
    'betekent', 'inhoud', 'welk', 'slag', 'open', 'snel', 'kom',
  ].flatMap((word) => terms(word)),
);

/**
 * Full-text index over the platform's content (MiniSearch with the Dutch stemmer, compounds split
 * against the corpus' own words, typo-tolerant matching). A new index is built on every refresh
 * and swapped in at once, so searches never see a half-built index.
 */
export class ContentIndex {
  private readonly asked: AskedQuestions;
  private readonly platformOdds: PlatformOdds;
  private items = new Map<string, ContentItem>();
  private vocabulary = new Vocabulary([]);
  private search_ = createMiniSearch(this.vocabulary);
  private askedSearch: MiniSearch | undefined;
  /** Each item's step titles as index terms, computed once per refresh for the link reasons. */
  private stepTerms = new Map<string, string[][]>();
  private refreshedAt: Date | undefined;
  private listeners: ((items: ContentItem[]) => void)[] = [];

  /**
   * @param asked questions teachers asked, with the items that answer them: each item is also
   *   found by the words of its questions (see askedQuestions.ts).
   */
  constructor(asked: readonly AskedQuestion[] = []) {
    this.asked = new AskedQuestions(asked);
    this.platformOdds = new PlatformOdds(asked);
  }

  replace(items: ContentItem[]): void {
    const byKey = new Map<string, ContentItem>();
    for (const item of items) byKey.set(item.key, item);
    const documents = [...byKey.values()].map(toDocument);
    const vocabulary = new Vocabulary(documents.map((document) => FIELDS.map((field) => document[field]).join(' \n ')));
    const next = createMiniSearch(vocabulary);
    next.addAll(documents);
    this.askedSearch = this.asked.searchFor([...byKey.keys()], vocabulary, SEARCH_OPTIONS);
    this.stepTerms = new Map([...byKey.values()].map((item) => [item.key, item.steps.map((step) => terms(step.title))]));
    this.vocabulary = vocabulary;
    this.items = byKey;
    this.search_ = next;
    this.refreshedAt = new Date();
    for (const listener of this.listeners) listener(this.all());
  }

  /** Called with the new items after every refresh (the dense index re-embeds what changed). */
  onReplace(listener: (items: ContentItem[]) => void): void {
    this.listeners.push(listener);
  }

  get size(): number {
    return this.items.size;
  }

  get lastRefresh(): Date | undefined {
    return this.refreshedAt;
  }

  all(): ContentItem[] {
    return [...this.items.values()];
  }

  get(kind: ContentKind, slug: string): ContentItem | undefined {
    return this.items.get(`${kind}:${slug}`);
  }

  /** Items that answer the query, best first; empty when none covers it. */
  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const found = this.find(query, options);
    return found.loose ? [] : found.hits;
  }

  /**
   * Items for a question, best first. When no item covers the question but it is about teaching,
   * the closest items come back marked `loose`; a question outside the platform finds nothing.
   * Classroom sayings in the typed question are read as the words they stand for first.
   */
  find(typed: string, options: SearchOptions = {}): Found {
    const query = readSayings(typed);
    const typedWords = this.withVerbsJoined(query);
    const joined = typedWords.join(' ');
    const signal = educationSignal(query, joined);
    // Switching on a beamer, booking the hall or asking for leave is no question about teaching,
    // whatever school words it has ("lokaal", "ouderavond", "gedrag"), and a guide that shares
    // one of them is no answer to it; only a question how to teach something still is.
    if (!signal.teaching && practicalMatter(query, joined)) return { hits: [], loose: false };
    const words = this.queryWords(typedWords);
    const common = this.commonTerms(typedWords);
    const results = words.length > 0 ? this.run(words, options, [], common) : [];
    const close = results.length > 0 && bestCoverage(words, results) >= MIN_COVERAGE;
    if (close) return { hits: this.hits(words, this.fused(reranked(words, results), options), options), loose: false };

    const rulesSayOn = signal.education || this.namesATitle(words, results) || this.usesCorpusWords(words);
    if (!onPlatform(rulesSayOn, signal.teaching, results.length > 0, this.platformOdds.logOdds(query))) return { hits: [], loose: false };
    // A question about teaching that shares no word with any guide still gets the general
    // instruction guides rather than "nothing found".
    const aboutClass = !signal.teaching && (results.length === 0 ? aboutTheClass(query, joined) : classConduct(query, joined));
    if (signal.teaching || results.length === 0 || aboutClass) {
      // "Hoe leg ik breuken uit?": no guide on the subject, so the guides on explaining it, with
      // whatever else of the question matched.
      // A question about the class that no guide covers ("ze luisteren gewoon niet", "achterin
      // zitten ze te giechelen") is about keeping order, so the classroom guides rather than the
      // instruction ones, even when one of its words matched a guide by chance.
      // The ranking by her own words and the one with the topic's words are fused by rank, not
      // by score: the topic's five words pile up score in the general guides, and would bury the
      // guide that matches her situation ("elk een stuk uitzoeken en het aan de anderen
      // uitleggen" is the jigsaw guide, whatever the subject).
      const topic = this.queryWords(this.withVerbsJoined(aboutClass ? CLASS_TOPIC : TEACHING_TOPIC)).flatMap((word) => word.terms);
      const topical = this.run(words, options, topic, common);
      const ranking = results.length > 0 ? fusedByRank([results, topical]) : topical;
      return { hits: this.hits(words, this.fused(ranking, options), options), loose: true };
    }
    return { hits: this.hits(words, this.fused(results, options), options), loose: true };
  }

  /** The typed words, a separable verb split by the sentence read as one word (see separableVerbs.ts). */
  private withVerbsJoined(text: string): string[] {
    return joinSeparableVerbs(text, (plain) => this.vocabulary.knowsVerb(plain));
  }

  private queryWords(typed: string[]): QueryWord[] {
    const words: QueryWord[] = [];
    for (const word of typed) {
      if (words.length >= MAX_QUERY_WORDS) break;
      // A typo in a stop word is a stop word; a word the content uses is never taken for one.
      if (!this.vocabulary.knows(fold(word)) && isMisspeltStopWord(fold(word))) continue;
      const wordTerms = this.vocabulary.queryTermsOf(word).filter((term) => !this.isCommon(term));
      if (wordTerms.length === 0 || words.some((known) => known.terms[0] === wordTerms[0])) continue;
      const frequency = Math.min(...wordTerms.map((term) => this.vocabulary.documentFrequency(term)));
      words.push({ terms: wordTerms, weight: Math.log(1 + this.items.size / (1 + frequency)), exact: this.vocabulary.isOtherWord(fold(word)) });
    }
    return words;
  }

  /**
   * The typed terms too common to tell items apart ("kort", "bespreken"): they do not decide
   * whether a question is answered, but among the items that answer it they still rank the one
   * that has them ("Waarom moet uitleg kort zijn?" is about short instruction).
   */
  private commonTerms(typed: string[]): string[] {
    return [...new Set(typed.slice(0, MAX_QUERY_WORDS).flatMap((word) => this.vocabulary.queryTermsOf(word).filter((term) => this.isCommon(term))))];
  }

  /**
   * The search itself; `related` are terms the teacher did not type, searched like synonyms, and
   * `common` the typed words too common to count as evidence (see commonTerms).
   */
  private run(words: QueryWord[], options: SearchOptions, related: string[] = [], common: string[] = []): SearchResult[] {
    const typed = new Set(words.flatMap((word) => word.terms));
    const expanded = [...new Set([...[...typed].flatMap(expansionsOf), ...related])].filter((term) => !typed.has(term) && !this.isCommon(term));
    const weak = common.filter((term) => !typed.has(term) && !expanded.includes(term));
    const weight = new Map<string, number>([
      ...[...typed].map((term) => [term, 1] as const),
      ...expanded.map((term) => [term, EXPANSION_WEIGHT] as const),
      ...weak.map((term) => [term, COMMON_WEIGHT] as const),
    ]);
    const exact = new Set(words.filter((word) => word.exact).map((word) => word.terms[0]));
    const query = [...typed, ...expanded, ...weak].join(' ');
    const searchOptions = {
      fuzzy: (term: string) => (exact.has(term) ? false : typoDistance(term)),
      filter: options.kinds ? (result: SearchResult) => options.kinds?.includes(kindOf(String(result.id))) ?? true : undefined,
      boostTerm: (term: string) => weight.get(term) ?? 1,
    };
    return withAsked(this.search_.search(query, searchOptions), this.askedSearch?.search(query, searchOptions) ?? []);
  }

  /**
   * The lexical ranking, fused with the dense one when there is one. An item only the dense
   * ranking found joins without matched words (its reason is then its goal alone).
   */
  private fused(results: SearchResult[], options: SearchOptions): SearchResult[] {
    if (!options.dense || options.dense.length === 0) return results;
    const dense = options.dense.filter((key) => !options.kinds || options.kinds.includes(kindOf(key)));
    return fusedByRank([results, dense.map((key) => ({ id: key, score: 0, terms: [], queryTerms: [], match: {} }))]);
  }

  private hits(words: QueryWord[], results: SearchResult[], options: SearchOptions): SearchHit[] {
    const typed = words.flatMap((word) => word.terms);
    const hits: SearchHit[] = [];
    for (const result of results) {
      const item = this.items.get(String(result.id));
      if (!item) continue;
      const matchedTerms = Object.keys(result.match);
      const typedMatches = new Set(matchedTerms.filter((term) => typed.some((typedTerm) => term.startsWith(typedTerm))));
      const fields = FIELDS.filter((field) => matchedTerms.some((term) => result.match[term]?.some((matched) => fieldOf(matched) === field)));
      hits.push({ item, score: result.score, fields, matchedSteps: this.stepsSharing(item, words, typedMatches) });
      if (hits.length >= (options.limit ?? 10)) break;
    }
    return hits;
  }

  /**
   * Whether the best item's title, a step or its theme has a word the teacher typed herself (not
   * a typo's neighbour or a synonym): "zandloper of timer" is about the Time-timer guide, even
   * though "zandloper" is no word of the platform.
   */
  private namesATitle(words: QueryWord[], results: SearchResult[]): boolean {
    const best = results[0];
    if (!best) return false;
    const strong = new Set(
      Object.entries(best.match)
        .filter(([, fields]) => fields.some((field) => fieldOf(field) !== 'text'))
        .map(([term]) => term),
    );
    // The whole word, or every part of a compound ("klasafspraken": afspraken).
    const telling = (term: string) => strong.has(term) && this.isDistinctive(term);
    return words.some(({ terms: [whole, ...parts] }) => (whole !== undefined && telling(whole)) || (parts.length > 0 && parts.every(telling)));
  }

  /**
   * Whether the teacher typed a word the content itself uses (exactly, not a typo's neighbour)
   * in a few items: such a word is the platform's vocabulary, so the question is about it.
   */
  private usesCorpusWords(words: QueryWord[]): boolean {
    return words.some(
      ({ terms: [whole] }) => whole !== undefined && this.vocabulary.documentFrequency(whole) >= CORPUS_WORD_ITEMS && this.isDistinctive(whole),
    );
  }

  /**
   * Step titles that are about a good part of the question (its words weighed by how telling
   * they are), most first: "Bevestig als het lukt" for "hoe bevestig ik het signaal als het
   * lukt", but not "Begin op tijd" for "afspraken aan het begin van het jaar", which only shares
   * a word by chance.
   */
  private stepsSharing(item: ContentItem, words: QueryWord[], matched: Set<string>): string[] {
    const stepTerms = this.stepTerms.get(item.key) ?? [];
    const total = words.reduce((sum, word) => sum + word.weight, 0);
    if (total === 0) return [];
    return item.steps
      .map((step, position) => {
        const terms = (stepTerms[position] ?? []).filter((term) => matched.has(term));
        const shared = words.filter((word) => terms.some((term) => word.terms.some((wordTerm) => term.startsWith(wordTerm))));
        return { title: step.title, share: shared.reduce((sum, word) => sum + word.weight, 0) / total };
      })
      .filter((step) => step.share >= STEP_SHARE)
      .sort((left, right) => right.share - left.share)
      .map((step) => step.title);
  }

  /**
   * Whether a word of the content tells what the platform is about: a word in more than a
   * quarter of the items ("terug", "volgend") is ordinary Dutch, so typing it does not put a
   * question about a laptop or a collective agreement on the platform; nor is a word of
   * ORDINARY_WORDS, however few items use it.
   */
  private isDistinctive(term: string): boolean {
    return !ORDINARY_WORDS.has(term) && this.vocabulary.documentFrequency(term) <= this.items.size * DISTINCTIVE_SHARE;
  }

  private isCommon(term: string): boolean {
    return this.vocabulary.documentFrequency(term) > Math.max(3, this.items.size * COMMON_SHARE);
  }
}

/**
 * The telling words of a question that are searched. A longer message is pasted text; typo
 * matching every one of its words would take most of a second.
 */
const MAX_QUERY_WORDS = 60;

