import type { ClusterItemType, StoredClusterItem } from '@doorloopjes/shared';
import type { Catalogue } from '../../catalogue/model/catalogue';
import { createInstanceId } from '../../cluster/model/instanceId';
import { normaliseScale } from '../../cluster/model/scale';
import { contentKey, type CanvasItem } from '../../cluster/model/types';

const ITEM_TYPES: readonly ClusterItemType[] = ['doorloopje', 'why', 'how'];

/** Canvas -> profile: the user record stores `{id, __type, x, y, scale, instanceId}`, `id` being the documentId. */
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

/** What can be placed now, by documentId and by the numeric id older layouts saved. */
export type KnownContent = Pick<Catalogue, 'byKey' | 'byRowId'>;

/**
 * The documentId a stored entry names: a string is one already; a number is the published row's
 * id of a layout saved before (still found while that version is the published one). Null when
 * the content is gone or unpublished.
 */
function documentIdOf(type: ClusterItemType, id: unknown, known: KnownContent): string | null {
  if (typeof id === 'string') return known.byKey.has(contentKey(type, id)) ? id : null;
  if (isFiniteNumber(id)) return known.byRowId.get(contentKey(type, id))?.id ?? null;
  return null;
}

/**
 * Profile -> canvas. The profile field is free JSON, so every entry is checked: malformed
 * entries and entries whose content is gone (not in `known`) are dropped and counted, scales are
 * brought into range and duplicate instance ids get a fresh one.
 */
export function fromStored(raw: unknown, known: KnownContent): RestoredState {
  if (!Array.isArray(raw)) return { items: [], dropped: 0 };
  const items: CanvasItem[] = [];
  const taken = new Set<string>();
  let dropped = 0;
  for (const entry of raw) {
    const id = isRecord(entry) && isItemType(entry.__type) ? documentIdOf(entry.__type, entry.id, known) : null;
    if (!isRecord(entry) || !isItemType(entry.__type) || id === null) {
      dropped += 1;
      continue;
    }
    const storedId = typeof entry.instanceId === 'string' && entry.instanceId ? entry.instanceId : undefined;
    const instanceId = storedId && !taken.has(storedId) ? storedId : createInstanceId(taken);
    taken.add(instanceId);
    items.push({
      instanceId,
      id,
      type: entry.__type,
      x: isFiniteNumber(entry.x) ? Math.round(entry.x) : 0,
      y: isFiniteNumber(entry.y) ? Math.round(entry.y) : 0,
      scale: normaliseScale(entry.scale),
    });
  }
  return { items, dropped };
}
