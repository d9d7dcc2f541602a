import type { ContentIndex } from '../retrieval/contentIndex.js';
import { sanitizeModelMarkdown } from './sanitizeMarkdown.js';

/** A line longer than this is released without waiting for its end (still sanitised). */
const MAX_PENDING = 4000;

/** Plain words: letters, digits, spaces and punctuation that starts no markdown or link. */
const PLAIN_WORDS = `[\\p{L}\\p{N} \\t,.;'"?%+=-]*`;
/** At a line's start a letter must come first (no list, heading or code marker). */
const PLAIN_LINE_START = new RegExp(`^\\p{L}${PLAIN_WORDS}`, 'u');
const PLAIN_CONTINUED = new RegExp(`^${PLAIN_WORDS}`, 'u');
/** A word that may still grow into a URL (`https://…`, `www.…`, `mailto:…`). */
const URL_START = /(?:^|\s)(?:h(?:t(?:t(?:p(?:s)?)?)?)?|w(?:w(?:w)?)?|m(?:a(?:i(?:l(?:t(?:o)?)?)?)?)?|f(?:t(?:p)?)?)$/i;

/**
 * Sanitises model text that arrives in pieces (see sanitizeModelMarkdown). A piece may end in the
 * middle of a link, an image or an HTML tag, so a line with any markup is held back until it is
 * complete and then sanitised whole; plain words at the start of a line go out at once, so a
 * streamed answer still appears word by word.
 */
export class StreamingLinkGuard {
  private pending = '';
  /** Whether the start of the current line has been shown already. */
  private midLine = false;

  constructor(private readonly index: ContentIndex) {}

  /** Adds a piece of model text; returns what can be shown now. */
  push(piece: string): string {
    this.pending += piece;
    if (this.pending.length > MAX_PENDING) return this.flush();
    let shown = '';
    const lineEnd = this.pending.lastIndexOf('\n') + 1;
    if (lineEnd > 0) {
      shown += this.sanitizeRest(this.pending.slice(0, lineEnd));
      this.pending = this.pending.slice(lineEnd);
      this.midLine = false;
    }
    const plain = plainPrefix(this.pending, this.midLine);
    this.pending = this.pending.slice(plain.length);
    if (plain) this.midLine = true;
    shown += plain;
    // Markup whose every construct is closed (links, emphasis, tags) goes out up to a space.
    const closed = closedUntil(this.pending, this.midLine);
    if (closed > 0) {
      const part = this.pending.slice(0, closed);
      const trail = /[ \t]*$/.exec(part)?.[0] ?? '';
      shown += this.sanitizeRest(part.slice(0, part.length - trail.length)) + trail;
      this.pending = this.pending.slice(closed);
      this.midLine = true;
    }
    return shown;
  }

  /** The rest at the end of the answer. */
  flush(): string {
    const rest = this.sanitizeRest(this.pending);
    this.pending = '';
    this.midLine = false;
    return rest;
  }

  /** Sanitises held-back text; the spaces that continue a line already begun are kept. */
  private sanitizeRest(text: string): string {
    const lead = this.midLine ? (/^[ \t]*/.exec(text)?.[0] ?? '') : '';
    return lead + sanitizeModelMarkdown(text.slice(lead.length), this.index);
  }
}

/**
 * The end (just after a space) of the longest start of `text` in which every bracket, tag, code
 * span and emphasis run that was opened is closed again, or 0. A line may not start with a list
 * marker there: its item must be seen whole.
 */
function closedUntil(text: string, midLine: boolean): number {
  // A list, quote or heading marker with the first word of its item.
  const marker = midLine ? 0 : (/^[ \t]*(?:[-+*>#]+|\d+[.)])?[ \t]*\S*/.exec(text)?.[0].length ?? 0);
  const open = { '[': 0, '(': 0, '<': 0 };
  const runs = { '`': 0, '*': 0, _: 0, '~': 0 };
  let closed = 0;
  for (let position = 0; position < text.length; position += 1) {
    const char = text[position] ?? '';
    if (char === '\\') {
      position += 1;
      continue;
    }
    if (char === '[' || char === '(' || char === '<') open[char] += 1;
    else if (char === ']') open['['] = Math.max(0, open['['] - 1);
    else if (char === ')') open['('] = Math.max(0, open['('] - 1);
    else if (char === '>') open['<'] = Math.max(0, open['<'] - 1);
    else if (char in runs) runs[char as keyof typeof runs] += 1;
    else if (/\s/.test(char) && position > marker && Object.values(open).every((count) => count === 0) && Object.values(runs).every((count) => count % 2 === 0)) {
      closed = position + 1;
    }
  }
  return closed;
}

/**
 * The start of a line that is plain text whatever follows: it begins with a letter (no list,
 * heading or code marker) and holds no markup character; `www.` and a last word that may still
 * become a URL stay behind.
 */
function plainPrefix(text: string, midLine: boolean): string {
  let plain = (midLine ? PLAIN_CONTINUED : PLAIN_LINE_START).exec(text)?.[0] ?? '';
  const web = plain.search(/www\./i);
  if (web !== -1) plain = plain.slice(0, web);
  // Up to the markup character that follows, the last word is complete only if a space ended it.
  if (plain.length < text.length && !/\s$/.test(plain)) plain = plain.slice(0, plain.search(/\S*$/));
  if (URL_START.test(plain)) plain = plain.replace(/\S*$/, '');
  return plain;
}
