import { messages } from '@doorloopjes/shared';
import type { KeyboardEvent } from 'react';
import type { CanvasItem } from '../model/types';
import { PlacedItemRow } from './PlacedItemRow';

export interface PlacedItemListProps {
  items: readonly CanvasItem[];
  selectedId: string | null;
  titleOf: (item: CanvasItem) => string;
  onSelect: (instanceId: string) => void;
  onScale: (instanceId: string, direction: 1 | -1) => void;
  onRemove: (instanceId: string) => void;
  onMoveBy: (instanceId: string, dx: number, dy: number) => void;
  onKeyDown: (event: KeyboardEvent, instanceId: string) => void;
}

/** The canvas has no semantics of its own; this list mirrors it for screen readers and the keyboard. */
export function PlacedItemList({ items, selectedId, titleOf, ...handlers }: PlacedItemListProps) {
  return (
    <section className="cl-placed" aria-labelledby="cl-placed-title">
      <h2 id="cl-placed-title">
        {messages.cluster.placedTitle} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="cl-muted">{messages.cluster.placedEmpty}</p>
      ) : (
        <ul className="cl-rows">
          {items.map((item) => (
            <PlacedItemRow key={item.instanceId} item={item} title={titleOf(item)} selected={item.instanceId === selectedId} {...handlers} />
          ))}
        </ul>
      )}
    </section>
  );
}
