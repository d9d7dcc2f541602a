import { blocksToPlainText, type Blocks } from '@doorloopjes/shared';

/** Kennisbank snippets are cut at 140 characters plus an ellipsis. */
export const SNIPPET_LENGTH = 140;
export const ELLIPSIS = '...';

export function cutSnippet(text: string, max = SNIPPET_LENGTH): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max)}${ELLIPSIS}` : trimmed;
}

/** Markdown markers at the start of a line (heading, quote, list) are not part of a preview. */
const LINE_MARKERS = /^\s{0,3}(#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)/gm;

/** The first paragraph with text in blocks or in a markdown string; empty when there is none. */
export function firstParagraph(value: string | Blocks | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') {
    const paragraphs = value.split(/\n\s*\n/).map((paragraph) => paragraph.replace(LINE_MARKERS, '').trim());
    return paragraphs.find((paragraph) => paragraph !== '') ?? '';
  }
  for (const block of value) {
    if (block.type !== 'paragraph') continue;
    const text = blocksToPlainText([block]).trim();
    if (text !== '') return text;
  }
  return '';
}

/** The summary when there is one, else the first non-empty paragraph, cut to snippet length. */
export function snippetOf(summary: string | null | undefined, description: string | Blocks | null | undefined): string {
  const source = summary?.trim() ? summary : firstParagraph(description);
  return cutSnippet(source);
}
