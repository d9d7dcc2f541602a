import MiniSearch from 'minisearch';
import { processTerm, tokenize } from './textProcessing.js';
import type { ContentItem, ContentKind } from './types.js';

export interface SearchHit {
  item: ContentItem;
  score: number;
  /** The words of the query (as the user typed them) that matched this item. */
  matchedWords: string[];
}

interface IndexedDocument {
  key: string;
  title: string;
  keywords: string;
  text: string;
}

/**
 * Full-text index over the platform's content. A new index is built on every refresh and
 * swapped in at once, so searches never see a half-built index.
 */
export class ContentIndex {
  private items = new Map<string, ContentItem>();
  private search_ = createMiniSearch();
  private refreshedAt: Date | undefined;

  replace(items: ContentItem[]): void {
    const next = createMiniSearch();
    const byKey = new Map<string, ContentItem>();
    for (const item of items) byKey.set(item.key, item);
    next.addAll([...byKey.values()].map(toDocument));
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

  search(query: string, options: { kinds?: ContentKind[]; limit?: number } = {}): SearchHit[] {
    const words = tokenize(query);
    const results = this.search_.search(query, {
      filter: options.kinds ? (result) => options.kinds?.includes(kindOf(String(result.id))) ?? true : undefined,
    });
    const hits: SearchHit[] = [];
    for (const result of results) {
      const item = this.items.get(String(result.id));
      if (!item) continue;
      const matchedTerms = new Set(result.queryTerms);
      const matchedWords = unique(words.filter((word) => {
        const term = processTerm(word);
        return term !== null && matchedTerms.has(term);
      }));
      hits.push({ item, score: result.score, matchedWords });
      if (hits.length >= (options.limit ?? 10)) break;
    }
    return hits;
  }
}

function createMiniSearch(): MiniSearch<IndexedDocument> {
  return new MiniSearch<IndexedDocument>({
    idField: 'key',
    fields: ['title', 'keywords', 'text'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      // Prefix and fuzzy matching only for longer words: short ones would match almost everything.
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
}

function toDocument(item: ContentItem): IndexedDocument {
  const stepText = item.steps.map((step) => `${step.title} ${step.description}`).join(' ');
  return {
    key: item.key,
    title: item.title,
    keywords: [item.themeTitle ?? '', ...item.steps.map((step) => step.title)].join(' '),
    text: `${item.text} ${stepText}`,
  };
}

function kindOf(key: string): ContentKind {
  return key.slice(0, key.indexOf(':')) as ContentKind;
}

function unique(words: string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const lower = word.toLowerCase();
    if (seen.has(lower)) return false;
    seen.add(lower);
    return true;
  });
}
