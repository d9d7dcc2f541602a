import type { Point, Size } from './types';

/**
 * The centre of what the user currently sees, in canvas coordinates. The canvas can be panned, so
 * the visible area starts at minus the stage offset.
 */
export function visibleCentre(viewport: Size, stageOffset: Point): Point {
  return {
    x: Math.round(viewport.width / 2 - stageOffset.x),
    y: Math.round(viewport.height / 2 - stageOffset.y),
  };
}
