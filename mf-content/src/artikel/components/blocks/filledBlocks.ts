import type { ArticleBlock } from '@doorloopjes/shared';
import { readBlocks, readImage, readString } from './fields';

/**
 * Does a blocks value show anything? The admin panel saves an emptied editor as a paragraph with
 * one empty text, so "no blocks" and "blocks of only blank text" are the same to a reader.
 */
export function hasText(value: unknown): boolean {
  const visit = (node: unknown): boolean => {
    if (typeof node !== 'object' || node === null) return false;
    const record = node as { type?: unknown; text?: unknown; children?: unknown };
    if (record.type === 'image') return true;
    if (typeof record.text === 'string' && record.text.trim() !== '') return true;
    return Array.isArray(record.children) && record.children.some(visit);
  };
  return (readBlocks(value) ?? []).some(visit);
}

/** Whether a block of the article's dynamic zone has something to show; a kind this app does not know does (it says so). */
export function isFilled(block: ArticleBlock): boolean {
  switch (block.__component) {
    case 'content.rich-text':
      return hasText(block.body);
    case 'content.figure':
      return readImage(block.image) !== null;
    case 'content.image-with-text':
      return readImage(block.image) !== null || readString(block.title) !== null || hasText(block.body);
    case 'content.highlight-box':
      return readString(block.title) !== null || hasText(block.body);
    default:
      return true;
  }
}
