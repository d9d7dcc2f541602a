import type { CanvasItem } from './types';

export interface ClusterState {
  items: CanvasItem[];
  selectedId: string | null;
  /** Counts every change, so a save knows whether the canvas changed while it was under way. */
  revision: number;
  /** True while the canvas holds changes the profile does not have yet. */
  dirty: boolean;
}

export const initialClusterState: ClusterState = { items: [], selectedId: null, revision: 0, dirty: false };

/** `state` with new items: one revision further, and unsaved. */
export function changed(state: ClusterState, items: CanvasItem[]): ClusterState {
  return { ...state, items, revision: state.revision + 1, dirty: true };
}

/** `state` with one item changed; the same state when the item is gone or nothing moved or scaled. */
export function update(state: ClusterState, instanceId: string, change: (item: CanvasItem) => CanvasItem): ClusterState {
  const index = state.items.findIndex((item) => item.instanceId === instanceId);
  if (index < 0) return state;
  const current = state.items[index]!;
  const next = change(current);
  if (next.x === current.x && next.y === current.y && next.scale === current.scale) return state;
  const items = state.items.slice();
  items[index] = next;
  return changed(state, items);
}

/** The placed item with this instance id, if it is still there. */
export function findItem(state: ClusterState, instanceId: string): CanvasItem | undefined {
  return state.items.find((item) => item.instanceId === instanceId);
}

/** The guard of an action on one placed item: it is not taken once the item is gone. */
export const itemGone = (state: ClusterState, action: { instanceId: string }): boolean => !findItem(state, action.instanceId);
