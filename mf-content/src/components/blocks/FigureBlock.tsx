import type { ArticleBlock } from '@doorloopjes/shared';
import { ContentImage } from '../ContentImage';
import { readChoice, readImage, readString } from './fields';

export const FIGURE_SIZES = ['full', 'wide', 'half', 'third'] as const;
export const FIGURE_ALIGNS = ['left', 'center', 'right'] as const;

/** `content.figure`: an image with a size (full, wide, half, third), an alignment and a caption. */
export function FigureBlock({ block }: { block: ArticleBlock }) {
  const size = readChoice(block.size, FIGURE_SIZES, 'full');
  const align = readChoice(block.align, FIGURE_ALIGNS, 'center');
  const caption = readString(block.caption);
  return (
    <figure className={`ct-figure ct-figure--${size} ct-figure--align-${align}`}>
      <ContentImage image={readImage(block.image)} alt={caption ?? undefined} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
