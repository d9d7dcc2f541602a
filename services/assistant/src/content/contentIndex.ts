import MiniSearch from 'minisearch';
import { processTerm, terms, tokenize } from './dutchText.js';
import { expansionsOf } from './synonyms.js';
import type { ContentItem, ContentKind } from './types.js';

/** Where in an item a query matched; answers explain a link with it. */
export type MatchedField = 'title' | 'theme' | 'steps' | 'text';

export interface SearchHit {
  item: ContentItem;
  score: number;
  /** The item's fields that matched the query, most telling first. */
  fields: MatchedField[];
  /** The title matched a word the teacher typed (not only a related word or a typo's neighbour). */
  titleMatchesTyped: boolean;
  /** Step titles that share a term with the query, for the reason shown with a link. */
  matchedSteps: string[];
}

interface IndexedDocument {
  key: string;
  title: string;
  theme: string;
  steps: string;
  text: string;
}

const FIELDS: MatchedField[] = ['title', 'theme', 'steps', 'text'];
/** A title says what an item is about; themes and step titles say it almost as well. */
const BOOST: Record<MatchedField, number> = { title: 4, theme: 2.5, steps: 2, text: 1 };
/** Words the teacher did not type but that mean the same count for less. */
const EXPANSION_WEIGHT = 0.5;
/** A term in more than this share of the items says nothing about any one of them. */
const COMMON_SHARE = 0.3;
/**
 * The share of the question's meaning (its words weighed by how rare they are) that the best
 * item must cover. Below it the question is about something the platform has no content on
 * ("zwangerschapsverlof aanvragen"), even if a side word happens to match.
 */
const MIN_COVERAGE = 0.55;

/**
 * Full-text index over the platform's content. A new index is built on every refresh and
 * swapped in at once, so searches never see a half-built index.
 */
export class ContentIndex {
  private items = new Map<string, ContentItem>();
  private search_ = createMiniSearch();
  private documentFrequency = new Map<string, number>();
  /** Each item's step titles as index terms, computed once per refresh for the link reasons. */
  private stepTerms = new Map<string, string[][]>();
  private refreshedAt: Date | undefined;

  replace(items: ContentItem[]): void {
    const next = createMiniSearch();
    const byKey = new Map<string, ContentItem>();
    for (const item of items) byKey.set(item.key, item);
    const documents = [...byKey.values()].map(toDocument);
    next.addAll(documents);
    this.documentFrequency = countDocuments(documents);
    this.stepTerms = new Map([...byKey.values()].map((item) => [item.key, item.steps.map((step) => terms(step.title))]));
    this.items = byKey;
    this.search_ = next;
    this.refreshedAt = new Date();
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

  /**
   * Items matching the query, best first. Only items that share a telling word with the query
   * count: a word found in nearly every item (or only by a loose typo match) is not a reason.
   */
  search(query: string, options: { kinds?: ContentKind[]; limit?: number } = {}): SearchHit[] {
    const typed = [...new Set(terms(query))].filter((term) => !this.isCommon(term));
    if (typed.length === 0) return [];
    const expanded = [...new Set(typed.flatMap(expansionsOf))].filter((term) => !typed.includes(term) && !this.isCommon(term));
    const weight = new Map<string, number>([...typed.map((term) => [term, 1] as const), ...expanded.map((term) => [term, EXPANSION_WEIGHT] as const)]);
    const results = this.search_.search([...typed, ...expanded].join(' '), {
      filter: options.kinds ? (result) => options.kinds?.includes(kindOf(String(result.id))) ?? true : undefined,
      boostTerm: (term) => weight.get(term) ?? 1,
    });
    const best = Math.max(0, ...results.slice(0, 20).map((result) => this.coverage(typed, new Set(result.queryTerms))));
    if (best < MIN_COVERAGE) return [];
    const hits: SearchHit[] = [];
    for (const result of results) {
      const item = this.items.get(String(result.id));
      if (!item) continue;
      const matchedTerms = Object.keys(result.match);
      const fields = FIELDS.filter((field) => matchedTerms.some((term) => result.match[term]?.includes(field)));
      const titleMatchesTyped = matchedTerms.some(
        (term) => result.match[term]?.includes('title') && typed.some((typedTerm) => term.startsWith(typedTerm)),
      );
      hits.push({ item, score: result.score, fields, titleMatchesTyped, matchedSteps: this.stepsSharing(item, new Set(matchedTerms)) });
      if (hits.length >= (options.limit ?? 10)) break;
    }
    return hits;
  }

  /** Rarity-weighted share of the typed terms that matched, directly or through a synonym. */
  private coverage(typed: string[], matched: Set<string>): number {
    let total = 0;
    let covered = 0;
    for (const term of typed) {
      const weight = Math.log(1 + this.items.size / (1 + (this.documentFrequency.get(term) ?? 0)));
      total += weight;
      if (matched.has(term) || expansionsOf(term).some((expansion) => matched.has(expansion))) covered += weight;
    }
    return total === 0 ? 0 : covered / total;
  }

  private stepsSharing(item: ContentItem, matched: Set<string>): string[] {
    const stepTerms = this.stepTerms.get(item.key) ?? [];
    return item.steps.filter((_step, position) => (stepTerms[position] ?? []).some((term) => matched.has(term))).map((step) => step.title);
  }

  private isCommon(term: string): boolean {
    return (this.documentFrequency.get(term) ?? 0) > Math.max(3, this.items.size * COMMON_SHARE);
  }
}

function createMiniSearch(): MiniSearch<IndexedDocument> {
  return new MiniSearch<IndexedDocument>({
    idField: 'key',
    fields: FIELDS,
    tokenize,
    processTerm,
    searchOptions: {
      boost: BOOST,
      // The query arrives as index terms already (stemmed, stop words out, synonyms added).
      tokenize: (query) => query.split(' ').filter(Boolean),
      processTerm: (term) => term,
      // Prefix and fuzzy matching only for longer words: short ones would match almost everything.
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
}

function toDocument(item: ContentItem): IndexedDocument {
  return {
    key: item.key,
    title: item.title,
    theme: item.themeTitle ?? '',
    steps: item.steps.map((step) => step.title).join(' \n '),
    text: `${item.text} ${item.steps.map((step) => step.description).join(' ')}`,
  };
}

function countDocuments(documents: IndexedDocument[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const document of documents) {
    const seen = new Set(terms(FIELDS.map((field) => document[field]).join(' ')));
    for (const term of seen) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}

function kindOf(key: string): ContentKind {
  return key.slice(0, key.indexOf(':')) as ContentKind;
}
