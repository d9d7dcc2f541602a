import { withoutDoubledEnd } from './dutchText.js';

/**
 * Splits Dutch compound words into parts the content itself uses, so "klasafspraken" finds
 * "Klassenafspraken" and "toetsbespreking" finds "Toetsresultaten bespreken". The linking forms
 * between parts are tried explicitly: "s" (beoordeling-s-rubriek), "e" and "en" (klass-en-
 * afspraken, where the consonant before the linking form is doubled).
 * Written here because no maintained Dutch decompounder for Node exists; it needs nothing but
 * the corpus' own vocabulary.
 */

/** Shorter parts ("pen", "tas") would split ordinary words into nonsense. */
const MIN_PART = 3;
/** Only words this long are worth splitting: two parts of at least MIN_PART letters. */
const MIN_WORD = 2 * MIN_PART + 1;
const LINKS = ['', 's', 'e', 'en'];
/** The shortest unknown part of a corpus compound. */
const OWN_PART = 4;
/** The shortest known part of a corpus compound whose other part is no word of its own. */
const KNOWN_PART = 5;
/**
 * Dutch derivational and inflectional endings: what follows a known word in "afhankelijk",
 * "vaardigheid", "zichtbaar" or "volgende" is no second word.
 */
const ENDINGS = new Set([
  'lijk', 'lijke', 'lijks', 'lijker', 'heid', 'heden', 'baar', 'bare', 'ende', 'enden', 'ingen', 'inge', 'ning', 'ningen',
  'ting', 'tingen', 'ines', 'ners', 'eert', 'eren', 'igen', 'ikaal', 'schap', 'achtig', 'isch', 'ische', 'loos', 'loze', 'zaam', 'zame',
]);
/** Longer "words" are pasted text or noise: splitting them would cost quadratic time for nothing. */
const MAX_WORD = 40;

export class Decompounder {
  /**
   * @param knows whether a (folded, unstemmed) word is in the vocabulary.
   * @param sameStem whether a head is the word itself by its stem ("afhankelijk" stems to
   *   "afhank"): then the rest is an ending, not a second word.
   */
  constructor(
    private readonly knows: (word: string) => boolean,
    private readonly sameStem: (part: string, word: string) => boolean = () => false,
  ) {}

  /**
   * The two parts of a word of the corpus itself, where one part may be a word the corpus only
   * uses inside compounds: "instructietafel" -> instructie + tafel, "peerfeedback" -> peer +
   * feedback, "klassenmanagement" -> klas + management. The known part needs five letters and the
   * other four, and the other part may not be a derivational ending: "verlopen" is no compound of
   * "open", nor "afhankelijk" of "lijk". Otherwise such endings would become search terms that
   * tie unrelated words together.
   */
  splitOwn(word: string): string[] | undefined {
    const full = this.split(word);
    if (full || word.length > MAX_WORD) return full;
    let best: { parts: string[]; known: number } | undefined;
    const consider = (parts: string[], known: number) => {
      if (known > (best?.known ?? 0)) best = { parts, known };
    };
    for (let end = OWN_PART; end <= word.length - OWN_PART; end += 1) {
      const head = word.slice(0, end);
      // A known head with its linking form ("klass-en-management"); the form counts as known.
      for (const link of LINKS) {
        const tail = word.slice(end + link.length);
        if (!word.startsWith(link, end) || tail.length < OWN_PART || isEnding(tail, head)) continue;
        const knownHead = link === '' ? (this.knows(head) ? head : undefined) : this.knownHead(head);
        // "klas-en" counts as long as "klasse"; the linking "s" adds nothing, so that
        // "beurt-systeem" does not become "beurt-s-ysteem".
        const known = (knownHead?.length ?? 0) + (link === 's' ? 0 : link.length);
        if (knownHead && head.length >= KNOWN_PART && !this.sameStem(knownHead, word)) consider([knownHead, tail], known);
      }
      // A known tail after a part of its own ("peer-feedback", "stilte-signaal").
      const tail = word.slice(end);
      if (tail.length >= KNOWN_PART && this.knows(tail)) consider([head, tail], tail.length);
    }
    return best?.parts;
  }

  /**
   * The parts of a compound, each a vocabulary word, fewest parts first (then the longest
   * shortest part); undefined when the word is not a compound of known words.
   */
  split(word: string): string[] | undefined {
    if (word.length < MIN_WORD || word.length > MAX_WORD) return undefined;
    return this.splitFrom(word, new Map());
  }

  /** The head as a vocabulary word, its doubled consonant undone first ("klass" is "klas"). */
  private knownHead(head: string): string | undefined {
    const single = withoutDoubledEnd(head);
    if (this.knows(single)) return single;
    return this.knows(head) ? head : undefined;
  }

  private splitFrom(word: string, memo: Map<string, string[] | undefined>): string[] | undefined {
    if (memo.has(word)) return memo.get(word);
    let best: string[] | undefined;
    for (let end = word.length - MIN_PART; end >= MIN_PART; end -= 1) {
      const head = this.knownHead(word.slice(0, end));
      if (!head) continue;
      for (const link of LINKS) {
        if (!word.startsWith(link, end)) continue;
        const rest = word.slice(end + link.length);
        if (rest.length < MIN_PART) continue;
        const tail = this.knows(rest) ? [rest] : this.splitFrom(rest, memo);
        if (tail && better([head, ...tail], best)) best = [head, ...tail];
      }
    }
    memo.set(word, best);
    return best;
  }
}

/** Whether what follows a head is an ending, also after a doubled consonant ("verschil-lende"). */
function isEnding(tail: string, head: string): boolean {
  return ENDINGS.has(tail) || (tail[0] === head.at(-1) && ENDINGS.has(tail.slice(1)));
}

function better(candidate: string[], current: string[] | undefined): boolean {
  if (!current) return true;
  if (candidate.length !== current.length) return candidate.length < current.length;
  return Math.min(...candidate.map((part) => part.length)) > Math.min(...current.map((part) => part.length));
}
