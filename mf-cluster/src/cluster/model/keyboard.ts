/** What a key press does to the selected item (usable with the keyboard). */
export type KeyCommand =
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'scale'; direction: 1 | -1 }
  | { kind: 'remove' }
  | { kind: 'deselect' };

export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;

export function keyCommand(key: string, shiftKey: boolean): KeyCommand | null {
  const step = shiftKey ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'move', dx: -step, dy: 0 };
    case 'ArrowRight':
      return { kind: 'move', dx: step, dy: 0 };
    case 'ArrowUp':
      return { kind: 'move', dx: 0, dy: -step };
    case 'ArrowDown':
      return { kind: 'move', dx: 0, dy: step };
    case '+':
    case '=':
      return { kind: 'scale', direction: 1 };
    case '-':
    case '_':
      return { kind: 'scale', direction: -1 };
    case 'Delete':
    case 'Backspace':
      return { kind: 'remove' };
    case 'Escape':
      return { kind: 'deselect' };
    default:
      return null;
  }
}
