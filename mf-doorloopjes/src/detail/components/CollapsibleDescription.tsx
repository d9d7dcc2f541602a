import { BlocksRenderer, messages, type Blocks } from '@doorloopjes/shared';
import { useId, useState } from 'react';

/** Shows the first block; 'Meer...' reveals the rest when there is more than one block. */
export function CollapsibleDescription({ blocks }: { blocks: Blocks | null | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!blocks || blocks.length === 0) return null;
  const collapsible = blocks.length > 1;
  return (
    <div className="dj-description">
      <div id={id}>
        <BlocksRenderer blocks={collapsible && !expanded ? blocks.slice(0, 1) : blocks} />
      </div>
      {collapsible && (
        <button type="button" className="dj-link-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? messages.doorloopjes.less : messages.doorloopjes.more}
        </button>
      )}
    </div>
  );
}
