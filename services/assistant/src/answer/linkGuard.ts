import type { ContentIndex } from '../content/contentIndex.js';
import { keepOnlyExistingLinks } from './links.js';

/** A link that is still being written may be at most this long before it is given up on. */
const MAX_PENDING = 600;

/**
 * Keeps only links to existing content in text that arrives in pieces. A piece may end in the
 * middle of `[titel](/pad)`, so text from an unfinished `[` on is held back until the link is
 * complete (then checked like a whole answer) or clearly is no link (then released, with the
 * bracket escaped so later text cannot turn it into a link after all).
 */
export class StreamingLinkGuard {
  private pending = '';

  constructor(private readonly index: ContentIndex) {}

  /** Adds a piece of model text; returns what can be shown now. */
  push(piece: string): string {
    this.pending += piece;
    const open = unfinishedLinkStart(this.pending);
    // A trailing `!` may be the start of an image: keep it until the next piece shows.
    if (open === -1) return this.release(this.pending.endsWith('!') ? this.pending.length - 1 : this.pending.length);
    if (this.pending.length - open > MAX_PENDING || this.pending.slice(open).includes('\n\n')) {
      this.pending = `${this.pending.slice(0, open)}\\${this.pending.slice(open)}`;
      return this.push('');
    }
    return this.release(open);
  }

  /** The rest at the end of the answer; an unfinished link is reduced to plain text. */
  flush(): string {
    // What is held back starts with the `[` of a link that never finished: show it as text.
    const rest = this.pending.replace('[', '\\[');
    this.pending = '';
    return keepOnlyExistingLinks(rest, this.index);
  }

  private release(end: number): string {
    const ready = this.pending.slice(0, end);
    this.pending = this.pending.slice(end);
    return keepOnlyExistingLinks(ready, this.index);
  }
}

/** Where an unfinished markdown link (or image) starts, or -1 when every `[` is settled. */
function unfinishedLinkStart(text: string): number {
  const complete = /!?\[(?:\\.|[^\]\\])*\]\([^)\s]*(?:\s+"[^"]*")?\)/g;
  let settledUntil = 0;
  for (const match of text.matchAll(complete)) settledUntil = match.index + match[0].length;
  for (let position = settledUntil; position < text.length; position += 1) {
    if (text[position] === '\\') {
      position += 1;
      continue;
    }
    if (text[position] !== '[') continue;
    const start = position > 0 && text[position - 1] === '!' ? position - 1 : position;
    const close = closingBracket(text, position + 1);
    // No `]` yet, or `]` at the very end (a `(` may follow), or `](` without its `)`.
    if (close === -1 || close === text.length - 1 || text[close + 1] === '(') return start;
    position = close;
  }
  return -1;
}

function closingBracket(text: string, from: number): number {
  for (let position = from; position < text.length; position += 1) {
    if (text[position] === '\\') position += 1;
    else if (text[position] === ']') return position;
  }
  return -1;
}
