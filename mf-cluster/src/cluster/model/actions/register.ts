import type { ClusterState } from '../clusterState';
import type { CanvasItem } from '../types';

/**
 * One thing the user can do to the cluster, in one file: its state change, and where it has them
 * its key binding (on the selected item) and the sentence a screen reader hears after it. The
 * buttons' labels sit beside it in the same file.
 */
export interface ClusterActionDefinition<Action extends { type: string }, Command extends { kind: string } = never> {
  /** The state change; the same state object when nothing changes. */
  perform: (state: ClusterState, action: Action) => ClusterState;
  /** When true the action is not taken at all (no change, no announcement): its item is gone, say. */
  ignored?: (state: ClusterState, action: Action) => boolean;
  /** What is announced once it is done, from the state before it; null for nothing. */
  announcement?: (before: ClusterState, action: Action, titleOf: (item: CanvasItem) => string) => string | null;
  /** The command a key press stands for, or null when the key is not this action's. */
  keyCommand?: (key: string, shiftKey: boolean) => Command | null;
  /** The action a key command becomes for the item it acts on. */
  fromKey?: (command: Command, instanceId: string) => Action;
}

/** An action as the registry keeps it: the same functions, for any action of the cluster. */
export interface RegisteredAction {
  perform: (state: ClusterState, action: { type: string }) => ClusterState;
  ignored?: (state: ClusterState, action: { type: string }) => boolean;
  announcement?: (before: ClusterState, action: { type: string }, titleOf: (item: CanvasItem) => string) => string | null;
  keyCommand?: (key: string, shiftKey: boolean) => { kind: string } | null;
  fromKey?: (command: { kind: string }, instanceId: string) => { type: string };
}

/**
 * Registers an action. The registry only ever hands an action to the definition of its own `type`
 * (and a command to the definition that made it), which is what makes the widening safe.
 */
export function register<Action extends { type: string }, Command extends { kind: string } = never>(
  definition: ClusterActionDefinition<Action, Command>,
): RegisteredAction {
  return definition as unknown as RegisteredAction;
}
