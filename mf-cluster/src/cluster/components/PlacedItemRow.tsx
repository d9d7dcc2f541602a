import { messages } from '@doorloopjes/shared';
import type { KeyboardEvent } from 'react';
import { canScale, formatScale } from '../model/scale';
import type { CanvasItem } from '../model/types';
import { MoveButtons } from './MoveButtons';

export interface PlacedItemRowProps {
  item: CanvasItem;
  title: string;
  selected: boolean;
  onSelect: (instanceId: string) => void;
  onScale: (instanceId: string, direction: 1 | -1) => void;
  onRemove: (instanceId: string) => void;
  onMoveBy: (instanceId: string, dx: number, dy: number) => void;
  onKeyDown: (event: KeyboardEvent, instanceId: string) => void;
}

/** One placed item, in words: what the canvas shows, plus buttons for what it can do (moving, once selected). */
export function PlacedItemRow({ item, title, selected, onSelect, onScale, onRemove, onMoveBy, onKeyDown }: PlacedItemRowProps) {
  const typeLabel = messages.cluster.typeLabels[item.type];
  return (
    <li className={selected ? 'cl-row cl-row-selected' : 'cl-row'}>
      <button
        type="button"
        className="cl-row-select"
        aria-pressed={selected}
        onClick={() => onSelect(item.instanceId)}
        onKeyDown={(event) => onKeyDown(event, item.instanceId)}
      >
        {messages.cluster.itemSummary(title, typeLabel, item.x, item.y, formatScale(item.scale))}
      </button>
      <span className="cl-row-actions">
        <button type="button" aria-label={messages.cluster.scaleDown(title)} disabled={!canScale(item.scale, -1)} onClick={() => onScale(item.instanceId, -1)}>
          −
        </button>
        <button type="button" aria-label={messages.cluster.scaleUp(title)} disabled={!canScale(item.scale, 1)} onClick={() => onScale(item.instanceId, 1)}>
          +
        </button>
        <button type="button" aria-label={messages.cluster.remove(title)} onClick={() => onRemove(item.instanceId)}>
          ✕
        </button>
      </span>
      {selected && <MoveButtons instanceId={item.instanceId} title={title} onMoveBy={onMoveBy} />}
    </li>
  );
}
