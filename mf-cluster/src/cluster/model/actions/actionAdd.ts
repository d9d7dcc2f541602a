import { messages } from '@doorloopjes/shared';
import { changed } from '../clusterState';
import type { CanvasItem } from '../types';
import { register } from './register';

/** Places an item from the catalogue. */
export interface AddAction {
  type: 'add';
  item: CanvasItem;
}

export const actionAdd = register<AddAction>({
  // Added last, so it is drawn on top, and selected so the keyboard acts on it at once.
  perform: (state, action) => ({ ...changed(state, [...state.items, action.item]), selectedId: action.item.instanceId }),
  announcement: (_before, action, titleOf) => messages.cluster.announceAdded(titleOf(action.item)),
});
