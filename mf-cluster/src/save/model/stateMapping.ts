import type { ClusterItemType, StoredClusterItem } from '@doorloopjes/shared';
import { createInstanceId } from '../../cluster/model/instanceId';
import { normaliseScale } from '../../cluster/model/scale';
import { contentKey, type CanvasItem } from '../../cluster/model/types';

const ITEM_TYPES: readonly ClusterItemType[] = ['doorloopje', 'why', 'how'];

/** Canvas -> profile: the user record stores `{id, __type, x, y, scale, instanceId}`. */
export function toStored(items: readonly CanvasItem[]): StoredClusterItem[] {
  return items.map(({ id, type, x, y, scale, instanceId }) => ({ id, __type: type, x, y, scale, instanceId }));
}

export interface RestoredState {
  items: CanvasItem[];
  /** Entries that were unreadable or whose content no longer exists. */
  dropped: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isItemType(value: unknown): value is ClusterItemType {
  return ITEM_TYPES.includes(value as ClusterItemType);
}

/**
 * Profile -> canvas. The profile field is free JSON, so every entry is checked: malformed
 * entries and entries whose content is gone (not in `knownContent`) are dropped and counted,
 * scales are brought into range and duplicate instance ids get a fresh one.
 */
export function fromStored(raw: unknown, knownContent: ReadonlySet<string>): RestoredState {
  if (!Array.isArray(raw)) return { items: [], dropped: 0 };
  const items: CanvasItem[] = [];
  const taken = new Set<string>();
  let dropped = 0;
  for (const entry of raw) {
    if (!isRecord(entry) || !isFiniteNumber(entry.id) || !isItemType(entry.__type) || !knownContent.has(contentKey(entry.__type, entry.id))) {
      dropped += 1;
      continue;
    }
    const storedId = typeof entry.instanceId === 'string' && entry.instanceId ? entry.instanceId : undefined;
    const instanceId = storedId && !taken.has(storedId) ? storedId : createInstanceId(taken);
    taken.add(instanceId);
    items.push({
      instanceId,
      id: entry.id,
      type: entry.__type,
      x: isFiniteNumber(entry.x) ? Math.round(entry.x) : 0,
      y: isFiniteNumber(entry.y) ? Math.round(entry.y) : 0,
      scale: normaliseScale(entry.scale),
    });
  }
  return { items, dropped };
}
