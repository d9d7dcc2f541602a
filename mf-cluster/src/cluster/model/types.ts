import type { ClusterItemType } from '@doorloopjes/shared';

/** A placed item as the canvas works with it: `x`/`y` is the hexagon centre in canvas coordinates. */
export interface CanvasItem {
  instanceId: string;
  /**
   * The content's documentId: it stays the same when an editor publishes a new version (the
   * published row, and with it the numeric id, is replaced on every publish).
   */
  id: string;
  type: ClusterItemType;
  x: number;
  y: number;
  scale: number;
}

/** Something that can be placed: a doorloopje, a why item or a how item. */
export interface ContentOption {
  /** The documentId (see CanvasItem.id). */
  id: string;
  /** The published row's numeric id, which layouts saved before documentIds named. */
  rowId: number;
  type: ClusterItemType;
  title: string;
}

/** Ids are only unique per type (a why and a doorloopje may both have id 3). */
export function contentKey(type: ClusterItemType, id: string | number): string {
  return `${type}:${id}`;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Point, Size {}
