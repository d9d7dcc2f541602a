import type Konva from 'konva';
import { memo } from 'react';
import { Group, RegularPolygon, Text } from 'react-konva';
import { dropOnItemLayer, liftToDragLayer } from '../model/dragLayer';
import { CLUSTER_ITEM_NAME, HEX_COLOURS, HEX_RADIUS, HEX_TEXT_COLOUR, HEX_TEXT_WIDTH } from '../model/hexagonStyle';
import type { CanvasItem } from '../../cluster/model/types';

export interface HexagonNodeProps {
  item: CanvasItem;
  title: string;
  typeLabel: string;
  selected: boolean;
  onSelect: (instanceId: string) => void;
  onMove: (instanceId: string, x: number, y: number) => void;
}

/**
 * One placed item: a draggable hexagon with its type and title. Konva moves the node itself while
 * dragging, on a layer of its own; React only hears about the end position, so a drag never
 * re-renders or redraws the other items.
 * Memoised: with 200 items only the changed hexagon re-renders.
 */
export const HexagonNode = memo(function HexagonNode({ item, title, typeLabel, selected, onSelect, onMove }: HexagonNodeProps) {
  const colours = HEX_COLOURS[item.type];
  const select = () => onSelect(item.instanceId);
  const started = (event: Konva.KonvaEventObject<DragEvent>) => {
    liftToDragLayer(event.target);
    select();
  };
  const moved = (event: Konva.KonvaEventObject<DragEvent>) => {
    dropOnItemLayer(event.target);
    onMove(item.instanceId, event.target.x(), event.target.y());
  };

  return (
    <Group
      id={item.instanceId}
      name={CLUSTER_ITEM_NAME}
      x={item.x}
      y={item.y}
      scaleX={item.scale}
      scaleY={item.scale}
      draggable
      onMouseDown={select}
      onTap={select}
      onDragStart={started}
      onDragEnd={moved}
    >
      <RegularPolygon
        sides={6}
        radius={HEX_RADIUS}
        fill={colours.fill}
        stroke={selected ? HEX_TEXT_COLOUR : colours.stroke}
        strokeWidth={selected ? 5 : 2}
        perfectDrawEnabled={false}
      />
      <Text
        text={typeLabel.toUpperCase()}
        x={-HEX_TEXT_WIDTH / 2}
        y={-HEX_RADIUS * 0.62}
        width={HEX_TEXT_WIDTH}
        align="center"
        fontSize={10}
        fontStyle="bold"
        fill={colours.stroke}
        listening={false}
        perfectDrawEnabled={false}
      />
      <Text
        text={title}
        x={-HEX_TEXT_WIDTH / 2}
        y={-HEX_RADIUS * 0.4}
        width={HEX_TEXT_WIDTH}
        height={HEX_RADIUS * 0.95}
        align="center"
        verticalAlign="middle"
        fontSize={12}
        fill={HEX_TEXT_COLOUR}
        wrap="word"
        ellipsis
        listening={false}
        perfectDrawEnabled={false}
      />
    </Group>
  );
});
