import { actionAdd, type AddAction } from './actions/actionAdd';
import { actionMove, type MoveAction } from './actions/actionMove';
import { actionMoveBy, type MoveByAction, type MoveCommand } from './actions/actionMoveBy';
import { actionRemove, type RemoveAction, type RemoveCommand } from './actions/actionRemove';
import { actionRestore, type RestoreAction } from './actions/actionRestore';
import { actionSaved, type SavedAction } from './actions/actionSaved';
import { actionScale, type ScaleAction, type ScaleCommand } from './actions/actionScale';
import { actionSelect, type DeselectCommand, type SelectAction } from './actions/actionSelect';
import type { RegisteredAction } from './actions/register';
import type { ClusterState } from './clusterState';

/** Everything that changes the cluster; each is defined in its own file under `actions/`. */
export type ClusterAction = RestoreAction | AddAction | MoveAction | MoveByAction | ScaleAction | RemoveAction | SelectAction | SavedAction;

/** What a key press does to the selected item (the canvas is usable with the keyboard alone). */
export type KeyCommand = MoveCommand | ScaleCommand | RemoveCommand | DeselectCommand;

/** Every action by its type; the record's type makes sure each ClusterAction has one. */
const ACTIONS: Record<ClusterAction['type'], RegisteredAction> = {
  restore: actionRestore,
  add: actionAdd,
  move: actionMove,
  moveBy: actionMoveBy,
  scale: actionScale,
  remove: actionRemove,
  select: actionSelect,
  saved: actionSaved,
};

/** The registered action of this type. */
export function actionOf(action: ClusterAction): RegisteredAction {
  return ACTIONS[action.type];
}

export function clusterReducer(state: ClusterState, action: ClusterAction): ClusterState {
  return actionOf(action).perform(state, action);
}

/** The command a key stands for, from the key bindings of the actions. */
export function keyCommand(key: string, shiftKey: boolean): KeyCommand | null {
  return keyAction(key, shiftKey, '')?.command ?? null;
}

/** The action a key press takes on `instanceId`, with the command it stands for; null for other keys. */
export function keyAction(key: string, shiftKey: boolean, instanceId: string): { command: KeyCommand; action: ClusterAction } | null {
  for (const registered of Object.values(ACTIONS)) {
    const command = registered.keyCommand?.(key, shiftKey);
    // The definition that made the command turns it into its own action type.
    if (command && registered.fromKey) return { command: command as KeyCommand, action: registered.fromKey(command, instanceId) as ClusterAction };
  }
  return null;
}
