import { messages } from '@doorloopjes/shared';
import { findItem } from '../clusterState';
import { register } from './register';

/** Selects an item (a click on it or its row) or none (a click on the empty canvas, Escape). */
export interface SelectAction {
  type: 'select';
  instanceId: string | null;
}

export interface DeselectCommand {
  kind: 'deselect';
}

export const actionSelect = register<SelectAction, DeselectCommand>({
  perform: (state, action) => ({ ...state, selectedId: action.instanceId }),
  ignored: (state, action) => action.instanceId === state.selectedId,
  announcement: (before, action, titleOf) => {
    const item = action.instanceId ? findItem(before, action.instanceId) : undefined;
    return item ? messages.cluster.announceSelected(titleOf(item)) : null;
  },
  keyCommand: (key) => (key === 'Escape' ? { kind: 'deselect' } : null),
  fromKey: () => ({ type: 'select', instanceId: null }),
});
