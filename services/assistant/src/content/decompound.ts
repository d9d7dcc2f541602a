/**
 * Splits Dutch compound words into parts the content itself uses, so "klasafspraken" finds
 * "Klassenafspraken" and "toetsbespreking" finds "Toetsresultaten bespreken". The parts are
 * looked up by their stem, which takes care of plural linking forms (klas-sen-, -en-); a linking
 * "s" or "e" between parts ("beoordeling-s-rubriek", "klass-e-regels") is tried explicitly.
 * Written here because no maintained Dutch decompounder for Node exists; it needs nothing but
 * the corpus' own vocabulary.
 */

/** Shorter parts ("pen", "tas") would split ordinary words into nonsense. */
const MIN_PART = 3;
/** Only words this long are worth splitting: two parts of at least MIN_PART letters. */
const MIN_WORD = 2 * MIN_PART + 1;
const LINKS = ['', 's', 'e'];

export class Decompounder {
  /**
   * @param knows whether a (folded, unstemmed) word is in the vocabulary.
   */
  constructor(private readonly knows: (word: string) => boolean) {}

  /**
   * The parts of a compound, each a vocabulary word, fewest parts first (then the longest
   * shortest part); undefined when the word is not a compound of known words.
   */
  split(word: string): string[] | undefined {
    if (word.length < MIN_WORD) return undefined;
    return this.splitFrom(word, new Map());
  }

  private splitFrom(word: string, memo: Map<string, string[] | undefined>): string[] | undefined {
    if (memo.has(word)) return memo.get(word);
    let best: string[] | undefined;
    for (let end = word.length - MIN_PART; end >= MIN_PART; end -= 1) {
      const head = word.slice(0, end);
      if (!this.knows(head)) continue;
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

function better(candidate: string[], current: string[] | undefined): boolean {
  if (!current) return true;
  if (candidate.length !== current.length) return candidate.length < current.length;
  return Math.min(...candidate.map((part) => part.length)) > Math.min(...current.map((part) => part.length));
}
