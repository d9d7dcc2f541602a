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
/** The shortest part of a corpus compound whose other part is no word of its own. */
const OWN_PART = 4;
/** Longer "words" are pasted text or noise: splitting them would cost quadratic time for nothing. */
const MAX_WORD = 40;

export class Decompounder {
  /**
   * @param knows whether a (folded, unstemmed) word is in the vocabulary.
   */
  constructor(private readonly knows: (word: string) => boolean) {}

  /**
   * The two parts of a word of the corpus itself, where one part may be a word the corpus only
   * uses inside compounds: "instructietafel" -> instructie + tafel, "peerfeedback" -> peer +
   * feedback. Both parts need four letters, so that "stiltes-ignaal" never happens.
   */
  splitOwn(word: string): string[] | undefined {
    const full = this.split(word);
    if (full || word.length > MAX_WORD) return full;
    let best: { parts: string[]; known: number } | undefined;
    for (let end = OWN_PART; end <= word.length - OWN_PART; end += 1) {
      const head = word.slice(0, end);
      const tail = word.slice(end);
      // The longer the known part, the surer the split.
      const known = Math.max(this.knows(head) ? head.length : 0, this.knows(tail) ? tail.length : 0);
      if (known > 0 && known > (best?.known ?? 0)) best = { parts: [head, tail], known };
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
    const single = undoubled(head);
    if (single && this.knows(single)) return single;
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

/** Removes the doubled consonant of a head before a linking form: "klass" -> "klas". */
function undoubled(head: string): string | undefined {
  const last = head.at(-1);
  return last && head.at(-2) === last && !'aeiou'.includes(last) ? head.slice(0, -1) : undefined;
}

function better(candidate: string[], current: string[] | undefined): boolean {
  if (!current) return true;
  if (candidate.length !== current.length) return candidate.length < current.length;
  return Math.min(...candidate.map((part) => part.length)) > Math.min(...current.map((part) => part.length));
}
