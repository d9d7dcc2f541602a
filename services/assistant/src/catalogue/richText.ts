/**
 * Turns Strapi content into plain text. Descriptions arrive as rich-text blocks
 * ([{type:'paragraph', children:[{type:'text', text}]}]), bodies sometimes as markdown strings;
 * the assistant only needs the words, one block per line.
 */
export function toPlainText(value: unknown): string {
  if (typeof value === 'string') return stripMarkdown(value);
  if (Array.isArray(value)) {
    return value
      .map((block) => blockText(block).trim())
      .filter(Boolean)
      .join('\n');
  }
  return '';
}

function blockText(node: unknown): string {
  if (typeof node === 'string') return node;
  if (!node || typeof node !== 'object') return '';
  const record = node as Record<string, unknown>;
  if (typeof record.text === 'string') return record.text;
  if (Array.isArray(record.children)) {
    // List items become separate lines so summaries do not glue sentences together.
    const separator = record.type === 'list' ? '\n' : '';
    return record.children.map(blockText).join(separator);
  }
  return '';
}

function stripMarkdown(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** Splits plain text into sentences, for summaries and one-line reasons. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Cuts text at a word boundary, adding an ellipsis when it had to cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[,;:.\s]+$/, '')}…`;
}
