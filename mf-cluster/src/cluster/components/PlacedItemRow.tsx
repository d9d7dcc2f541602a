import { messages } from '@doorloopjes/shared';
import type { KeyboardEvent } from 'react';
import { REMOVE_BUTTON } from '../model/actions/actionRemove';
import { SCALE_BUTTONS } from '../model/actions/actionScale';
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
        {SCALE_BUTTONS.map((button) => (
          <button
            key={button.direction}
            type="button"
            aria-label={button.label(title)}
            disabled={!canScale(item.scale, button.direction)}
            onClick={() => onScale(item.instanceId, button.direction)}
          >
            {button.symbol}
          </button>
        ))}
        <button type="button" aria-label={REMOVE_BUTTON.label(title)} onClick={() => onRemove(item.instanceId)}>
          {REMOVE_BUTTON.symbol}
        </button>
      </span>
      {selected && <MoveButtons instanceId={item.instanceId} title={title} onMoveBy={onMoveBy} />}
    </li>
  );
}
