import { BlocksRenderer, type ArticleBlock } from '@doorloopjes/shared';
import { readBlocks, readString } from './fields';

/** `content.highlight-box`: a framed aside with an optional title. */
export function HighlightBoxBlock({ block }: { block: ArticleBlock }) {
  const title = readString(block.title);
  return (
    <aside className="ct-highlight" aria-label={title ?? undefined}>
      {title && <h2>{title}</h2>}
      <BlocksRenderer blocks={readBlocks(block.body)} />
    </aside>
  );
}
