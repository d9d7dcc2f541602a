import { messages } from '@doorloopjes/shared';
import { changed, findItem, itemGone } from '../clusterState';
import { register } from './register';

/** Takes an item off the canvas: Delete or Backspace, and the ✕ button of its row. */
export interface RemoveAction {
  type: 'remove';
  instanceId: string;
}

export interface RemoveCommand {
  kind: 'remove';
}

/** The remove button of a placed item's row. */
export const REMOVE_BUTTON = { symbol: '✕', label: messages.cluster.remove };

export const actionRemove = register<RemoveAction, RemoveCommand>({
  perform: (state, action) => {
    const items = state.items.filter((item) => item.instanceId !== action.instanceId);
    if (items.length === state.items.length) return state;
    return { ...changed(state, items), selectedId: state.selectedId === action.instanceId ? null : state.selectedId };
  },
  ignored: itemGone,
  announcement: (before, action, titleOf) => messages.cluster.announceRemoved(titleOf(findItem(before, action.instanceId)!)),
  keyCommand: (key) => (key === 'Delete' || key === 'Backspace' ? { kind: 'remove' } : null),
  fromKey: (_command, instanceId) => ({ type: 'remove', instanceId }),
});
