import type { CanvasItem } from '../types';
import { register } from './register';

/** Replaces the whole canvas: a saved layout loaded, or the user's kept version brought back. */
export interface RestoreAction {
  type: 'restore';
  items: CanvasItem[];
  dirty: boolean;
}

export const actionRestore = register<RestoreAction>({
  perform: (state, action) => ({ items: action.items, selectedId: null, revision: state.revision + 1, dirty: action.dirty }),
});
