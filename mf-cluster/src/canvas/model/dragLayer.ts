import type Konva from 'konva';

export const ITEM_LAYER_NAME = 'cluster-items';
export const DRAG_LAYER_NAME = 'cluster-drag';

/**
 * Konva redraws a whole layer on every pointer move of a drag. With 200 hexagons that is too slow
 * for a smooth drag, so the dragged item moves to a layer of its own while it is dragged (Konva's
 * own performance advice) and comes back, on top, when it is dropped.
 */
export function liftToDragLayer(node: Konva.Node): void {
  const dragLayer = node.getStage()?.findOne<Konva.Layer>(`.${DRAG_LAYER_NAME}`);
  if (dragLayer && node.getLayer() !== dragLayer) {
    node.moveTo(dragLayer);
  }
}

export function dropOnItemLayer(node: Konva.Node): void {
  const itemLayer = node.getStage()?.findOne<Konva.Layer>(`.${ITEM_LAYER_NAME}`);
  if (itemLayer && node.getLayer() !== itemLayer) {
    node.moveTo(itemLayer);
  }
}
