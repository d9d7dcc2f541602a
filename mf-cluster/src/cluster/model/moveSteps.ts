import { messages } from '@doorloopjes/shared';
import { KEY_STEP_LARGE } from './keyboard';

/**
 * The four single-click moves of the selected item (WCAG 2.5.7: no drag needed). One click moves
 * as far as Shift with an arrow key, so a pointer crosses the canvas in a few clicks.
 */
export interface MoveStep {
  symbol: string;
  label: (title: string) => string;
  dx: number;
  dy: number;
}

export const MOVE_STEPS: readonly MoveStep[] = [
  { symbol: '←', label: messages.cluster.moveLeft, dx: -KEY_STEP_LARGE, dy: 0 },
  { symbol: '↑', label: messages.cluster.moveUp, dx: 0, dy: -KEY_STEP_LARGE },
  { symbol: '↓', label: messages.cluster.moveDown, dx: 0, dy: KEY_STEP_LARGE },
  { symbol: '→', label: messages.cluster.moveRight, dx: KEY_STEP_LARGE, dy: 0 },
];
