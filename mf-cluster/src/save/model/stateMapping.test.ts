import { describe, it, expect } from 'vitest';
import { fromStored, toStored } from './stateMapping';
import type { CanvasItem } from '../../cluster/model/types';

const known = new Set(['doorloopje:1', 'why:1', 'how:7']);

describe('saved state <-> canvas', () => {
  it('stores canvas items as {id, __type, x, y, scale, instanceId}', () => {
    const items: CanvasItem[] = [{ instanceId: 'a', id: 1, type: 'why', x: 10, y: 20, scale: 1.4 }];
    expect(toStored(items)).toEqual([{ id: 1, __type: 'why', x: 10, y: 20, scale: 1.4, instanceId: 'a' }]);
  });

  it('round-trips: what is stored comes back the same', () => {
    const items: CanvasItem[] = [
      { instanceId: 'a', id: 1, type: 'doorloopje', x: 100, y: 50, scale: 1 },
      { instanceId: 'b', id: 1, type: 'doorloopje', x: -40, y: 300, scale: 0.6 },
      { instanceId: 'c', id: 7, type: 'how', x: 0, y: 0, scale: 1.8 },
    ];
    const stored = JSON.parse(JSON.stringify(toStored(items))) as unknown;
    expect(fromStored(stored, known)).toEqual({ items, dropped: 0 });
  });

  it('drops items whose content no longer exists and counts them', () => {
    const stored = [
      { id: 1, __type: 'doorloopje', x: 1, y: 2, scale: 1, instanceId: 'keep' },
      { id: 99, __type: 'doorloopje', x: 1, y: 2, scale: 1, instanceId: 'gone' },
      { id: 1, __type: 'how', x: 1, y: 2, scale: 1, instanceId: 'wrong-type' },
    ];
    const restored = fromStored(stored, known);
    expect(restored.items.map((item) => item.instanceId)).toEqual(['keep']);
    expect(restored.dropped).toBe(2);
  });

  it('survives malformed entries and treats a missing state as empty', () => {
    expect(fromStored(null, known)).toEqual({ items: [], dropped: 0 });
    expect(fromStored({ not: 'a list' }, known)).toEqual({ items: [], dropped: 0 });
    const restored = fromStored(['x', null, { id: '1', __type: 'why' }, { id: 1, __type: 'why' }], known);
    expect(restored.dropped).toBe(3);
    expect(restored.items).toHaveLength(1);
    expect(restored.items[0]).toMatchObject({ id: 1, type: 'why', x: 0, y: 0, scale: 1 });
    expect(restored.items[0]?.instanceId).toBeTruthy();
  });

  it('repairs duplicate instance ids and out-of-range scales', () => {
    const stored = [
      { id: 1, __type: 'why', x: 0, y: 0, scale: 9, instanceId: 'same' },
      { id: 1, __type: 'why', x: 0, y: 0, scale: 0.61, instanceId: 'same' },
    ];
    const { items } = fromStored(stored, known);
    expect(new Set(items.map((item) => item.instanceId)).size).toBe(2);
    expect(items[0]?.instanceId).toBe('same');
    expect(items.map((item) => item.scale)).toEqual([1.8, 0.6]);
  });
});
