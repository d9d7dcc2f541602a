import { blocksToPlainText, type Blocks } from '@doorloopjes/shared';

/** The card shows the first 100 characters of the description. */
export const PREVIEW_LENGTH = 100;

/** The first 100 characters plus an ellipsis; shorter descriptions are shown whole. */
export function descriptionPreview(description: Blocks | null | undefined): string {
  const text = blocksToPlainText(description).replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}
