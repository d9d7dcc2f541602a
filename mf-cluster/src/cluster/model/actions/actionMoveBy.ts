import { messages } from '@doorloopjes/shared';
import { findItem, itemGone, update } from '../clusterState';
import { register } from './register';

/** Nudges an item: the arrow keys, and the move buttons of the selected item. */
export interface MoveByAction {
  type: 'moveBy';
  instanceId: string;
  dx: number;
  dy: number;
}

export interface MoveCommand {
  kind: 'move';
  dx: number;
  dy: number;
}

export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;

/** Each arrow's direction as [x, y]. */
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** One single-click move of the selected item (WCAG 2.5.7: no drag needed). */
export interface MoveStep {
  symbol: string;
  label: (title: string) => string;
  dx: number;
  dy: number;
}

/** The move buttons: one click moves as far as Shift with an arrow key, so a pointer crosses the canvas in a few clicks. */
export const MOVE_STEPS: readonly MoveStep[] = [
  { symbol: '←', label: messages.cluster.moveLeft, dx: -KEY_STEP_LARGE, dy: 0 },
  { symbol: '↑', label: messages.cluster.moveUp, dx: 0, dy: -KEY_STEP_LARGE },
  { symbol: '↓', label: messages.cluster.moveDown, dx: 0, dy: KEY_STEP_LARGE },
  { symbol: '→', label: messages.cluster.moveRight, dx: KEY_STEP_LARGE, dy: 0 },
];

export const actionMoveBy = register<MoveByAction, MoveCommand>({
  perform: (state, action) => update(state, action.instanceId, (item) => ({ ...item, x: item.x + action.dx, y: item.y + action.dy })),
  ignored: itemGone,
  announcement: (before, action, titleOf) => {
    const item = findItem(before, action.instanceId)!;
    return messages.cluster.announceMoved(titleOf(item), item.x + action.dx, item.y + action.dy);
  },
  keyCommand: (key, shiftKey) => {
    const arrow = ARROWS[key];
    const step = shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    // `+ 0` keeps a zero a plain 0 (never -0) in the command.
    return arrow ? { kind: 'move', dx: arrow[0] * step + 0, dy: arrow[1] * step + 0 } : null;
  },
  fromKey: (command, instanceId) => ({ type: 'moveBy', instanceId, dx: command.dx, dy: command.dy }),
});
