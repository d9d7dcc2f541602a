import { BlocksRenderer, type ArticleBlock } from '@doorloopjes/shared';
import { ContentImage } from '../../../common/components/ContentImage';
import { readBlocks, readChoice, readImage, readString } from './fields';

export const IMAGE_POSITIONS = ['left', 'right'] as const;

/** `content.image-with-text`: an image beside a title and text, the image left or right. */
export function ImageWithTextBlock({ block }: { block: ArticleBlock }) {
  const position = readChoice(block.position, IMAGE_POSITIONS, 'left');
  const title = readString(block.title);
  return (
    <div className={`ct-image-text ct-image-text--${position}`}>
      <ContentImage image={readImage(block.image)} className="ct-image-text-image" />
      <div className="ct-image-text-body">
        {title && <h2>{title}</h2>}
        <BlocksRenderer blocks={readBlocks(block.body)} />
      </div>
    </div>
  );
}
