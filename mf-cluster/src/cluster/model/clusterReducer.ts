import { stepScale } from './scale';
import type { CanvasItem } from './types';

export interface ClusterState {
  items: CanvasItem[];
  selectedId: string | null;
  /** Counts every change, so a save knows whether the canvas changed while it was under way. */
  revision: number;
  /** True while the canvas holds changes the profile does not have yet. */
  dirty: boolean;
}

export type ClusterAction =
  | { type: 'restore'; items: CanvasItem[]; dirty: boolean }
  | { type: 'add'; item: CanvasItem }
  | { type: 'move'; instanceId: string; x: number; y: number }
  | { type: 'moveBy'; instanceId: string; dx: number; dy: number }
  | { type: 'scale'; instanceId: string; direction: 1 | -1 }
  | { type: 'remove'; instanceId: string }
  | { type: 'select'; instanceId: string | null }
  | { type: 'saved'; revision: number };

export const initialClusterState: ClusterState = { items: [], selectedId: null, revision: 0, dirty: false };

function changed(state: ClusterState, items: CanvasItem[]): ClusterState {
  return { ...state, items, revision: state.revision + 1, dirty: true };
}

function update(state: ClusterState, instanceId: string, change: (item: CanvasItem) => CanvasItem): ClusterState {
  const index = state.items.findIndex((item) => item.instanceId === instanceId);
  if (index < 0) return state;
  const current = state.items[index]!;
  const next = change(current);
  if (next.x === current.x && next.y === current.y && next.scale === current.scale) return state;
  const items = state.items.slice();
  items[index] = next;
  return changed(state, items);
}

export function clusterReducer(state: ClusterState, action: ClusterAction): ClusterState {
  switch (action.type) {
    case 'restore':
      return { items: action.items, selectedId: null, revision: state.revision + 1, dirty: action.dirty };
    case 'add':
      // Added last, so it is drawn on top, and selected so the keyboard acts on it at once.
      return { ...changed(state, [...state.items, action.item]), selectedId: action.item.instanceId };
    case 'move':
      return update(state, action.instanceId, (item) => ({ ...item, x: Math.round(action.x), y: Math.round(action.y) }));
    case 'moveBy':
      return update(state, action.instanceId, (item) => ({ ...item, x: item.x + action.dx, y: item.y + action.dy }));
    case 'scale':
      return update(state, action.instanceId, (item) => ({ ...item, scale: stepScale(item.scale, action.direction) }));
    case 'remove': {
      const items = state.items.filter((item) => item.instanceId !== action.instanceId);
      if (items.length === state.items.length) return state;
      return { ...changed(state, items), selectedId: state.selectedId === action.instanceId ? null : state.selectedId };
    }
    case 'select':
      return { ...state, selectedId: action.instanceId };
    case 'saved':
      // Only clean when nothing changed since the save started.
      return action.revision === state.revision ? { ...state, dirty: false } : state;
  }
}
