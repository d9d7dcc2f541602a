import { BlocksRenderer, messages, type ArticleBlock } from '@doorloopjes/shared';
import type { ComponentType } from 'react';
import { FigureBlock } from './FigureBlock';
import { HighlightBoxBlock } from './HighlightBoxBlock';
import { ImageWithTextBlock } from './ImageWithTextBlock';
import { readBlocks } from './fields';

function RichTextBlock({ block }: { block: ArticleBlock }) {
  return <BlocksRenderer blocks={readBlocks(block.body)} className="ct-rich-text" />;
}

/** The component uids of the article's dynamic zone (services/cms/src/components/content). */
const BLOCK_COMPONENTS: Record<string, ComponentType<{ block: ArticleBlock }>> = {
  'content.rich-text': RichTextBlock,
  'content.figure': FigureBlock,
  'content.image-with-text': ImageWithTextBlock,
  'content.highlight-box': HighlightBoxBlock,
};

/** An article's flexible blocks in order; a kind this app does not know says so instead of vanishing. */
export function ArticleBlocks({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="ct-article-blocks">
      {blocks.map((block, index) => {
        const Block = BLOCK_COMPONENTS[block.__component];
        const key = `${block.__component}-${block.id ?? index}`;
        return Block ? (
          <Block key={key} block={block} />
        ) : (
          <p key={key} className="ct-unknown-block">
            {messages.content.unknownContentType}
          </p>
        );
      })}
    </div>
  );
}
