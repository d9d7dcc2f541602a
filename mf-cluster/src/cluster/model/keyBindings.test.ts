import { describe, it, expect } from 'vitest';
import { keyCommand } from './clusterReducer';
import { KEY_STEP, KEY_STEP_LARGE } from './actions/actionMoveBy';

describe('keyboard commands', () => {
  it('moves with the arrows, further with Shift', () => {
    expect(keyCommand('ArrowLeft', false)).toEqual({ kind: 'move', dx: -KEY_STEP, dy: 0 });
    expect(keyCommand('ArrowDown', true)).toEqual({ kind: 'move', dx: 0, dy: KEY_STEP_LARGE });
  });

  it('scales with + and -, removes with Delete, lets go with Escape', () => {
    expect(keyCommand('+', false)).toEqual({ kind: 'scale', direction: 1 });
    expect(keyCommand('-', false)).toEqual({ kind: 'scale', direction: -1 });
    expect(keyCommand('Delete', false)).toEqual({ kind: 'remove' });
    expect(keyCommand('Escape', false)).toEqual({ kind: 'deselect' });
    expect(keyCommand('a', false)).toBeNull();
  });
});
