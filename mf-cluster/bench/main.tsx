import type Konva from 'konva';
import { createRoot } from 'react-dom/client';
import { ClusterCanvas } from '../src/canvas/components/ClusterCanvas';
import type { CanvasItem } from '../src/cluster/model/types';

/**
 * The benchmark page: the production ClusterCanvas with 200 placed items (all three types,
 * mixed scales, long titles), the last one on top at a known spot for the drag.
 */
const ITEM_COUNT = 200;
const SIZE = { width: 1400, height: 860 };
export const DRAG_START = { x: 700, y: 430 };

const TYPES = ['doorloopje', 'why', 'how'] as const;
const items: CanvasItem[] = Array.from({ length: ITEM_COUNT }, (_, index) => ({
  instanceId: `item-${index}`,
  id: `doc${index}`,
  type: TYPES[index % 3]!,
  x: 70 + (index % 20) * 66,
  y: 70 + Math.floor(index / 20) * 76,
  scale: [0.6, 0.8, 1, 1.2][index % 4]!,
}));
items[ITEM_COUNT - 1] = { ...items[ITEM_COUNT - 1]!, ...DRAG_START, scale: 1 };

const titleOf = (item: CanvasItem) => `Doorloopje ${item.id}: breuken en verhoudingen vergelijken in groep 7`;

declare global {
  interface Window {
    clusterStage?: Konva.Stage | null;
  }
}

const stageRef = { current: null as Konva.Stage | null };
const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
document.body.style.margin = '0';
createRoot(root).render(
  <ClusterCanvas items={items} selectedId={null} size={SIZE} titleOf={titleOf} onSelect={() => undefined} onMove={() => undefined} stageRef={stageRef} />,
);
const expose = () => {
  window.clusterStage = stageRef.current;
  if (!stageRef.current) requestAnimationFrame(expose);
};
expose();
