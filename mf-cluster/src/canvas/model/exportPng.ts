import type Konva from 'konva';
import { ITEM_LAYER_NAME } from './dragLayer';
import { EXPORT_BACKGROUND, exportPixelRatio, exportRegion } from './exportSize';

/**
 * Renders the placed items (their bounding box plus a margin) to a PNG at pixel ratio 2 on a
 * light grey background, with the ratio lowered when a side would exceed 16384 px.
 */
export async function renderClusterPng(stage: Konva.Stage): Promise<Blob> {
  const layer = stage.findOne<Konva.Layer>(`.${ITEM_LAYER_NAME}`);
  if (!layer) throw new Error('Het canvas heeft geen laag om te exporteren.');
  const box = layer.hasChildren() ? layer.getClientRect() : { x: 0, y: 0, width: stage.width(), height: stage.height() };
  const region = exportRegion(box);
  const pixelRatio = exportPixelRatio(region.width, region.height);
  const canvas = layer.toCanvas({ ...region, pixelRatio });
  paintBackground(canvas);
  return canvasToBlob(canvas);
}

/** Konva renders on transparency; fill the grey in behind what is already drawn. */
function paintBackground(canvas: HTMLCanvasElement): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = EXPORT_BACKGROUND;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.restore();
}

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG maken is mislukt.'))), 'image/png');
  });
}
