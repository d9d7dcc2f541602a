import { update } from '../clusterState';
import { register } from './register';

/** Puts an item where it was dragged to (the canvas announces nothing while dragging). */
export interface MoveAction {
  type: 'move';
  instanceId: string;
  x: number;
  y: number;
}

export const actionMove = register<MoveAction>({
  perform: (state, action) => update(state, action.instanceId, (item) => ({ ...item, x: Math.round(action.x), y: Math.round(action.y) })),
});
