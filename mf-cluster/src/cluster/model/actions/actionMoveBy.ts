import { messages } from '@doorloopjes/shared';
import { findItem, update } from '../clusterState';
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

const ARROWS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

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
  type: 'moveBy',
  perform: (state, action) => update(state, action.instanceId, (item) => ({ ...item, x: item.x + action.dx, y: item.y + action.dy })),
  ignored: (state, action) => !findItem(state, action.instanceId),
  announcement: (before, action, titleOf) => {
    const item = findItem(before, action.instanceId)!;
    return messages.cluster.announceMoved(titleOf(item), item.x + action.dx, item.y + action.dy);
  },
  keyCommand: (key, shiftKey) => {
    const arrow = ARROWS[key];
    if (!arrow) return null;
    const step = shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    // `+ 0` keeps a zero a plain 0 (never -0) in the command.
    return { kind: 'move', dx: arrow.dx * step + 0, dy: arrow.dy * step + 0 };
  },
  fromKey: (command, instanceId) => ({ type: 'moveBy', instanceId, dx: command.dx, dy: command.dy }),
});
