import type { ArticleBlock } from '@doorloopjes/shared';
import { useId } from 'react';
import { ContentImage } from '../../../common/components/ContentImage';
import { readChoice, readImage, readString } from './fields';

export const FIGURE_SIZES = ['full', 'wide', 'half', 'third'] as const;
export const FIGURE_ALIGNS = ['left', 'center', 'right'] as const;

/** `content.figure`: an image with a size (full, wide, half, third), an alignment and a caption. */
export function FigureBlock({ block }: { block: ArticleBlock }) {
  const size = readChoice(block.size, FIGURE_SIZES, 'full');
  const align = readChoice(block.align, FIGURE_ALIGNS, 'center');
  const caption = readString(block.caption);
  const captionId = useId();
  return (
    <figure className={`ct-figure ct-figure--${size} ct-figure--align-${align}`} aria-labelledby={caption ? captionId : undefined}>
      <ContentImage image={readImage(block.image)} />
      {caption && <figcaption id={captionId}>{caption}</figcaption>}
    </figure>
  );
}
