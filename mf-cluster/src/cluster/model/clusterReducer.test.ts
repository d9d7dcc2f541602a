import { describe, it, expect } from 'vitest';
import { clusterReducer } from './clusterReducer';
import { initialClusterState, type ClusterState } from './clusterState';
import type { CanvasItem } from './types';

const item = (instanceId: string, overrides: Partial<CanvasItem> = {}): CanvasItem => ({ instanceId, id: 'doc1', type: 'doorloopje', x: 0, y: 0, scale: 1, ...overrides });

describe('cluster reducer', () => {
  it('adds on top, selects the new item and marks the canvas dirty', () => {
    const state = clusterReducer(initialClusterState, { type: 'add', item: item('a') });
    expect(state.items.map((entry) => entry.instanceId)).toEqual(['a']);
    expect(state.selectedId).toBe('a');
    expect(state.dirty).toBe(true);
  });

  it('places the same content twice as two instances', () => {
    let state = clusterReducer(initialClusterState, { type: 'add', item: item('a') });
    state = clusterReducer(state, { type: 'add', item: item('b') });
    expect(state.items).toHaveLength(2);
  });

  it('moves, nudges, scales within bounds and removes by instance id', () => {
    let state: ClusterState = { ...initialClusterState, items: [item('a'), item('b')] };
    state = clusterReducer(state, { type: 'move', instanceId: 'a', x: 10.6, y: 20.2 });
    state = clusterReducer(state, { type: 'moveBy', instanceId: 'a', dx: -10, dy: 5 });
    expect(state.items[0]).toMatchObject({ x: 1, y: 25 });
    for (let i = 0; i < 10; i += 1) state = clusterReducer(state, { type: 'scale', instanceId: 'b', direction: 1 });
    expect(state.items[1]?.scale).toBe(1.8);
    state = clusterReducer(state, { type: 'select', instanceId: 'b' });
    state = clusterReducer(state, { type: 'remove', instanceId: 'b' });
    expect(state.items.map((entry) => entry.instanceId)).toEqual(['a']);
    expect(state.selectedId).toBeNull();
  });

  it('ignores changes that change nothing', () => {
    const state: ClusterState = { ...initialClusterState, items: [item('a', { scale: 1.8 })] };
    expect(clusterReducer(state, { type: 'scale', instanceId: 'a', direction: 1 })).toBe(state);
    expect(clusterReducer(state, { type: 'remove', instanceId: 'zzz' })).toBe(state);
  });

  it('is clean after a save only if nothing changed while saving', () => {
    let state = clusterReducer(initialClusterState, { type: 'add', item: item('a') });
    const savedRevision = state.revision;
    state = clusterReducer(state, { type: 'moveBy', instanceId: 'a', dx: 5, dy: 0 });
    expect(clusterReducer(state, { type: 'saved', revision: savedRevision }).dirty).toBe(true);
    expect(clusterReducer(state, { type: 'saved', revision: state.revision }).dirty).toBe(false);
  });
});
