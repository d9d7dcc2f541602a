import type { Rect } from '../../cluster/model/types';

/** PNG export at pixel ratio 2 on light grey, never over 16384 px a side. */
export const EXPORT_PIXEL_RATIO = 2;
export const EXPORT_MAX_SIDE = 16384;
export const EXPORT_BACKGROUND = '#f0f0f0';
export const EXPORT_PADDING = 24;

/** The pixel ratio to export `width` x `height` with: 2, or less when that would exceed the limit. */
export function exportPixelRatio(width: number, height: number, desired = EXPORT_PIXEL_RATIO, maxSide = EXPORT_MAX_SIDE): number {
  const longest = Math.max(width, height, 1);
  return Math.min(desired, maxSide / longest);
}

/** The pixel size of the exported image; floored because a canvas truncates fractional sizes. */
export function exportPixelSize(region: Rect, pixelRatio: number): { width: number; height: number } {
  return { width: Math.floor(region.width * pixelRatio), height: Math.floor(region.height * pixelRatio) };
}

/** The area to export: the items' bounding box with some room around it. */
export function exportRegion(contentBox: Rect, padding = EXPORT_PADDING): Rect {
  return {
    x: Math.floor(contentBox.x - padding),
    y: Math.floor(contentBox.y - padding),
    width: Math.ceil(contentBox.width + 2 * padding),
    height: Math.ceil(contentBox.height + 2 * padding),
  };
}
