import { messages } from '@doorloopjes/shared';
import type Konva from 'konva';
import type { RefObject } from 'react';
import { Layer, Stage } from 'react-konva';
import { DRAG_LAYER_NAME, ITEM_LAYER_NAME } from '../model/dragLayer';
import type { CanvasItem, Size } from '../../cluster/model/types';
import { HexagonNode } from './HexagonNode';

export interface ClusterCanvasProps {
  items: readonly CanvasItem[];
  selectedId: string | null;
  size: Size;
  titleOf: (item: CanvasItem) => string;
  onSelect: (instanceId: string | null) => void;
  onMove: (instanceId: string, x: number, y: number) => void;
  stageRef: RefObject<Konva.Stage | null>;
}

/**
 * The Konva stage. Dragging the empty background pans the view (new items go to the centre of
 * what is visible); clicking it clears the selection.
 */
export function ClusterCanvas({ items, selectedId, size, titleOf, onSelect, onMove, stageRef }: ClusterCanvasProps) {
  const clearOnBackground = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (event.target === event.target.getStage()) onSelect(null);
  };

  return (
    <Stage ref={stageRef} width={size.width} height={size.height} draggable onMouseDown={clearOnBackground} onTouchStart={clearOnBackground}>
      <Layer name={ITEM_LAYER_NAME}>
        {items.map((item) => (
          <HexagonNode
            key={item.instanceId}
            item={item}
            title={titleOf(item)}
            typeLabel={messages.cluster.typeLabels[item.type]}
            selected={item.instanceId === selectedId}
            onSelect={onSelect}
            onMove={onMove}
          />
        ))}
      </Layer>
      {/* Holds the item being dragged, so a drag redraws one hexagon instead of all of them. */}
      <Layer name={DRAG_LAYER_NAME} />
    </Stage>
  );
}
