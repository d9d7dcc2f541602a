import MiniSearch from 'minisearch';
import { Decompounder } from '../language/decompound.js';
import { fold, isFunctionWord, processTerm, stem, tokenize } from '../language/dutchText.js';
import { Lexicon } from '../language/lexicon.js';
import { expansionsOf } from '../language/synonyms.js';
import { baseFormStems, diminutiveBases, englishStems } from '../language/wordForms.js';

/** The shortest word that can be a part of a compound (see decompound.ts). */
const MIN_PART = 3;
/** The shortest head of a diminutive compound worth indexing ("bord" of "wisbordjes"). */
const MIN_HEAD = 4;

/**
 * The corpus' own words: which stems occur in how many items, and how a word (or a compound of
 * known words) becomes index terms. Built once per refresh, before the search index, so that
 * indexing and querying split compounds the same way.
 */
export class Vocabulary {
  private readonly stems = new Set<string>();
  private readonly frequency = new Map<string, number>();
  private readonly decompounder = new Decompounder(
    (word) => this.knows(word),
    (part, word) => stem(part) === stem(word),
  );
  /**
   * A question's compounds split against more: also the parts the content only uses inside its
   * own compounds ("stilte" of "stiltesignaal") and the words teachers use for the content's
   * ("regels"), so "stilteteken" and "klassenregels" meet the guides they are about.
   */
  private readonly queryDecompounder = new Decompounder(
    (word) => this.knows(word) || this.knowsAsPart(word) || this.baseFormOf(word) !== undefined,
    (part, word) => stem(part) === stem(word),
  );

  /** The corpus' terms, for finding a typed word's neighbour by typo (built on first use). */
  private neighbours: MiniSearch<{ id: number; term: string }> | undefined;

  constructor(
    texts: string[],
    private readonly lexicon: Lexicon = Lexicon.dutchWords(),
  ) {
    // All stems first: how a word is indexed depends on which other words the content has.
    for (const text of texts) {
      for (const word of tokenize(text)) {
        const plain = fold(word);
        if (plain.length >= MIN_PART && !isFunctionWord(plain) && !/^\d+$/.test(plain)) this.stems.add(stem(plain));
      }
    }
    for (const text of texts) {
      const seen = new Set<string>();
      for (const word of tokenize(text)) for (const term of this.indexTermsOf(word)) seen.add(term);
      for (const term of seen) this.frequency.set(term, (this.frequency.get(term) ?? 0) + 1);
    }
  }

  /** Whether a folded word (by its stem) is one of the corpus' words. */
  knows(plain: string): boolean {
    return plain.length >= MIN_PART && !isFunctionWord(plain) && this.stems.has(stem(plain));
  }

  /** Whether a folded word is a part of the corpus' compounds, or a teacher's word for one of its words. */
  private knowsAsPart(plain: string): boolean {
    if (plain.length < MIN_PART || isFunctionWord(plain)) return false;
    const term = stem(plain);
    return this.frequency.has(term) || expansionsOf(term).length > 0;
  }

  /**
   * Whether a folded verb form is a word of the content or of the teachers' word list, also by its
   * infinitive or another form: "uitleg", "voordoe" (voordoen), "binnenkom" (binnenkomen).
   */
  knowsVerb(plain: string): boolean {
    const known = (form: string) => {
      const term = stem(form);
      return this.stems.has(term) || expansionsOf(term).length > 0;
    };
    return known(plain) || known(`${plain}en`) || known(`${plain}n`) || this.baseFormOf(plain) !== undefined;
  }

  /** In how many items a term occurs. */
  documentFrequency(term: string): number {
    return this.frequency.get(term) ?? 0;
  }

  /**
   * The search terms of one word: its stem, plus the stems of its parts when it is a compound of
   * corpus words. The whole word is kept, so an exact match still counts most.
   */
  termsOf(word: string): string[] {
    return this.withParts(word, (plain) => this.decompounder.split(plain));
  }

  /**
   * The index terms of a word of the content: as `termsOf`, but a compound may also have one part
   * the content never uses alone ("instructietafel" is also found by "tafel").
   */
  indexTermsOf(word: string): string[] {
    return this.withParts(word, (plain) => this.decompounder.splitOwn(plain) ?? this.diminutiveHead(plain));
  }

  /**
   * The word a diminutive of the content is a small one of, as a part: "bordjes" is also
   * indexed as "bord", and "wisbordjes" by its head "bord", as a question's "bordje" is searched
   * (see queryTermsOf). The head is the longest ending of the base that the content uses alone.
   */
  private diminutiveHead(plain: string): string[] | undefined {
    for (const base of diminutiveBases(plain)) {
      for (let start = 0; start <= base.length - MIN_HEAD; start += 1) {
        const head = base.slice(start);
        if (this.stems.has(stem(head))) return [head];
      }
    }
    return undefined;
  }

  private withParts(word: string, split: (plain: string) => string[] | undefined, partTerm: (part: string) => string | null = processTerm): string[] {
    const whole = processTerm(word);
    if (!whole) return [];
    const parts = split(fold(word)) ?? [];
    return [...new Set([whole, ...parts.flatMap((part) => partTerm(part) ?? [])])];
  }

  /** The parts of a compound made of words the content uses, each at least MIN_HEAD letters. */
  private wholeWordParts(plain: string): string[] | undefined {
    const parts = this.decompounder.split(plain);
    return parts && parts.every((part) => part.length >= MIN_HEAD) ? parts : undefined;
  }

  /** The corpus terms a typo away from a term, closest first. */
  private neighboursOf(term: string): { term: string; score: number }[] {
    const distance = term.length < 5 ? 0 : term.length < 8 ? 1 : 2;
    if (distance === 0) return [];
    this.neighbours ??= this.buildNeighbours();
    return this.neighbours.search(term, { fuzzy: distance, prefix: false }).map((result) => ({ term: String(result.term), score: result.score }));
  }

  /**
   * Whether a folded word is Dutch but no word of the content ("evolutie", "verzekering"): it
   * means itself, so it is not searched as its typo neighbours ("evalueren", "verbetering").
   */
  isOtherWord(plain: string): boolean {
    return !this.knows(plain) && this.baseFormOf(plain) === undefined && this.lexicon.hasWord(plain);
  }

  /**
   * The content's word a typed word is a typo of: it is no Dutch word (nor a compound of Dutch
   * words), and one of its neighbours in the content is closer to it than any other ("feedbak"
   * is feedback). Undefined when it is a word, or when two are as close (it could be either).
   */
  private correctionOf(plain: string, neighbours: { term: string; score: number }[]): string | undefined {
    if (this.lexicon.has(plain)) return undefined;
    const [best, next] = neighbours;
    return best && (next === undefined || next.score < best.score) ? best.term : undefined;
  }

  private buildNeighbours(): MiniSearch<{ id: number; term: string }> {
    const search = new MiniSearch<{ id: number; term: string }>({ fields: ['term'], storeFields: ['term'], tokenize: (text) => [text], processTerm: (term) => term });
    search.addAll([...this.frequency.keys()].map((term, id) => ({ id, term })));
    return search;
  }

  /**
   * The stem of the word the content uses for another form of a folded word (a diminutive, a
   * conjugated verb, a participle), or undefined: "kaartje" is "kaart" in "uitgangskaartje".
   */
  private baseFormOf(plain: string): string | undefined {
    if (this.stems.has(stem(plain))) return undefined;
    return (
      baseFormStems(plain).find((candidate) => this.stems.has(candidate) || this.frequency.has(candidate) || expansionsOf(candidate).length > 0) ??
      englishStems(plain).find((candidate) => expansionsOf(candidate).length > 0)
    );
  }

  /**
   * The search terms of one typed word: the stem when the corpus knows it, else the stem (for
   * typo matching) and the parts of the compound it is made of, where one part may be unknown:
   * "toetsnabespreking" is searched by "toets" too. A form of a word the corpus has (a
   * conjugated verb, a participle, a diminutive) is searched as that word.
   */
  queryTermsOf(word: string): string[] {
    const whole = processTerm(word);
    if (!whole) return [];
    if (this.stems.has(whole)) return [whole];
    // A teacher's word is searched as such, not as another form or a typo of a corpus word
    // ("begint" stands for starting a task, not "begin").
    const teachersWord = expansionsOf(whole).length > 0;
    const base = teachersWord ? undefined : this.baseFormOf(fold(word));
    if (base) return [base];
    const neighbours = this.neighboursOf(whole);
    if (neighbours.length > 0) {
      // A typo of one corpus word is that word ("feedbak"), searched and weighed as if typed right.
      const corrected = teachersWord ? undefined : this.correctionOf(fold(word), neighbours);
      if (corrected) return [corrected];
      // A Dutch word of its own, or a typo near several: no compound of chance parts either
      // ("wisbordtjes" is no "wisb" + "ord"), unless it is one of two words of the content itself:
      // "leerdoel" is leer + doel, not a typo of "lesdoel".
      return this.withParts(word, (plain) => this.wholeWordParts(plain));
    }
    // A part in another form is searched as the word the content uses ("uitgangs-kaartje").
    return this.withParts(word, (plain) => this.queryDecompounder.splitOwn(plain), (part) => this.baseFormOf(part) ?? processTerm(part));
  }
}

