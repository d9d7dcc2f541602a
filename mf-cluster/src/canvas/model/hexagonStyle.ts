import type { ClusterItemType } from '@doorloopjes/shared';

/** Hexagon radius at scale 1, in canvas pixels. */
export const HEX_RADIUS = 64;
/** Width of the text block inside a hexagon (fits between the slanted sides). */
export const HEX_TEXT_WIDTH = 92;
export const HEX_TEXT_COLOUR = '#231f20';

/** One colour pair per type, so the kinds are told apart at a glance (the label says it in words). */
export const HEX_COLOURS: Record<ClusterItemType, { fill: string; stroke: string }> = {
  doorloopje: { fill: '#fde3d6', stroke: '#b43c06' },
  why: { fill: '#dbe9f7', stroke: '#245a91' },
  how: { fill: '#dcefd9', stroke: '#2e6b31' },
};

/** Konva name of every placed item's group (its Konva id is the instanceId). */
export const CLUSTER_ITEM_NAME = 'cluster-item';
