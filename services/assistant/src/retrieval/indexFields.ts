import MiniSearch, { type SearchOptions as MiniSearchOptions } from 'minisearch';
import type { ContentItem, ContentKind } from '../catalogue/types.js';
import { tokenize } from '../language/dutchText.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * How the content becomes a word index (MiniSearch): the fields an item is indexed by and what
 * each weighs, the parts of its compounds as fields of their own, and the typo tolerance a
 * search allows.
 */

/** Where in an item a query matched; answers explain a link with it. */
export type MatchedField = 'title' | 'theme' | 'steps' | 'text';

export interface IndexedDocument {
  key: string;
  title: string;
  theme: string;
  steps: string;
  text: string;
}

export const FIELDS: MatchedField[] = ['title', 'theme', 'steps', 'text'];
/** A title says what an item is about; themes and step titles say it almost as well. */
const BOOST: Record<MatchedField, number> = { title: 4, theme: 2.5, steps: 2, text: 1 };
/**
 * The parts of a field's compounds are indexed as a field of their own, weighing less than its
 * whole words: "Verlengde instructie aan de instructietafel" is about instruction once, not twice,
 * and "tafel" says less about it than "instructietafel".
 */
const PART_WEIGHT = 0.5;
export const PARTS = ':parts';
/** An index field: one of the item's fields, or the parts of that field's compounds. */
type IndexField = MatchedField | `${MatchedField}${typeof PARTS}`;
const INDEX_FIELDS: IndexField[] = [...FIELDS, ...FIELDS.map((field) => `${field}${PARTS}` as const)];
const INDEX_BOOST = Object.fromEntries(INDEX_FIELDS.map((field) => [field, field.endsWith(PARTS) ? BOOST[fieldOf(field)] * PART_WEIGHT : BOOST[fieldOf(field)]]));

/** The item's field an index field was made of. */
export function fieldOf(field: string): MatchedField {
  return (field.endsWith(PARTS) ? field.slice(0, -PARTS.length) : field) as MatchedField;
}

/** Beyond this length a "word" is noise; fuzzy matching it would only cost time. */
const MAX_TYPO_WORD = 40;

/**
 * Typo tolerance by word length: none for short words (they would match almost everything), one
 * edit up to seven letters, two up to eleven, three for the long compounds Dutch is full of.
 */
export function typoDistance(term: string): number | false {
  if (term.length < 5 || term.length > MAX_TYPO_WORD) return false;
  if (term.length < 8) return 1;
  if (term.length < 12) return 2;
  return 3;
}

export const SEARCH_OPTIONS: MiniSearchOptions = {
  // The query arrives as index terms already (stemmed, stop words out, compounds split).
  tokenize: (query: string) => query.split(' ').filter(Boolean),
  processTerm: (term: string) => term,
  prefix: (term: string) => term.length >= 5,
  fuzzy: typoDistance,
  combineWith: 'OR',
};

export function createMiniSearch(vocabulary: Vocabulary): MiniSearch<IndexedDocument> {
  return new MiniSearch<IndexedDocument>({
    idField: 'key',
    fields: INDEX_FIELDS,
    extractField: (document, field) => document[fieldOf(field)],
    tokenize,
    // A field keeps its whole words; its parts field the parts of its compounds.
    processTerm: (word, field) => {
      const [whole, ...parts] = vocabulary.indexTermsOf(word);
      return field?.endsWith(PARTS) ? parts : whole === undefined ? null : [whole];
    },
    searchOptions: { ...SEARCH_OPTIONS, boost: INDEX_BOOST },
  });
}

export function toDocument(item: ContentItem): IndexedDocument {
  return {
    key: item.key,
    title: item.title,
    theme: item.themeTitle ?? '',
    steps: item.steps.map((step) => step.title).join(' \n '),
    // The theme's description says what each of its guides is about in words the guide itself
    // may not use ("zelfregulatie", "leerklimaat"); it weighs as running text.
    text: [item.text, ...item.steps.map((step) => step.description), item.themeDescription ?? ''].join(' '),
  };
}


/** The kind of a content key (`kind:slug`). */
export function kindOf(key: string): ContentKind {
  return key.slice(0, key.indexOf(':')) as ContentKind;
}
