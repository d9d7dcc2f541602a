import { describe, it, expect } from 'vitest';
import { buildCatalogue } from '../../catalogue/model/catalogue';
import { fromStored, toStored } from './stateMapping';
import type { CanvasItem } from '../../cluster/model/types';
import type { Doorloopje, Explainer } from '@doorloopjes/shared';

const guide = (id: number, documentId: string): Doorloopje => ({ id, documentId, slug: documentId, title: `Gids ${documentId}` });
const explainer = (id: number, documentId: string): Explainer => ({ id, documentId, slug: documentId, title: `Uitleg ${documentId}` }) as Explainer;

/** What can be placed: published rows (numeric ids) of documents (documentIds). */
const known = buildCatalogue([guide(1, 'gidsa')], [explainer(1, 'waaromb')], [explainer(7, 'hoec')]);

describe('saved state <-> canvas', () => {
  it('stores canvas items as {id, __type, x, y, scale, instanceId}, id being the documentId', () => {
    const items: CanvasItem[] = [{ instanceId: 'a', id: 'waaromb', type: 'why', x: 10, y: 20, scale: 1.4 }];
    expect(toStored(items)).toEqual([{ id: 'waaromb', __type: 'why', x: 10, y: 20, scale: 1.4, instanceId: 'a' }]);
  });

  it('round-trips: what is stored comes back the same', () => {
    const items: CanvasItem[] = [
      { instanceId: 'a', id: 'gidsa', type: 'doorloopje', x: 100, y: 50, scale: 1 },
      { instanceId: 'b', id: 'gidsa', type: 'doorloopje', x: -40, y: 300, scale: 0.6 },
      { instanceId: 'c', id: 'hoec', type: 'how', x: 0, y: 0, scale: 1.8 },
    ];
    const stored = JSON.parse(JSON.stringify(toStored(items))) as unknown;
    expect(fromStored(stored, known)).toEqual({ items, dropped: 0 });
  });

  it('keeps an item when its content is published again (a new row id, the same documentId)', () => {
    const stored = toStored([{ instanceId: 'a', id: 'gidsa', type: 'doorloopje', x: 5, y: 6, scale: 1 }]);
    // The editor republished the guide: its published row (and numeric id) is new.
    const republished = buildCatalogue([guide(42, 'gidsa')], [], []);
    expect(fromStored(stored, republished)).toEqual({ items: [{ instanceId: 'a', id: 'gidsa', type: 'doorloopje', x: 5, y: 6, scale: 1 }], dropped: 0 });
  });

  it('reads layouts saved with numeric ids: each becomes its documentId and is saved so from then on', () => {
    const old = [
      { id: 1, __type: 'doorloopje', x: 1, y: 2, scale: 1, instanceId: 'oud' },
      { id: 7, __type: 'how', x: 3, y: 4, scale: 1, instanceId: 'oud-hoe' },
    ];
    const restored = fromStored(old, known);
    expect(restored).toEqual({
      items: [
        { instanceId: 'oud', id: 'gidsa', type: 'doorloopje', x: 1, y: 2, scale: 1 },
        { instanceId: 'oud-hoe', id: 'hoec', type: 'how', x: 3, y: 4, scale: 1 },
      ],
      dropped: 0,
    });
    expect(toStored(restored.items).map((item) => item.id)).toEqual(['gidsa', 'hoec']);
  });

  it('drops items whose content no longer exists and counts them', () => {
    const stored = [
      { id: 'gidsa', __type: 'doorloopje', x: 1, y: 2, scale: 1, instanceId: 'keep' },
      { id: 'weg', __type: 'doorloopje', x: 1, y: 2, scale: 1, instanceId: 'gone' },
      { id: 99, __type: 'doorloopje', x: 1, y: 2, scale: 1, instanceId: 'gone-old' },
      { id: 'gidsa', __type: 'how', x: 1, y: 2, scale: 1, instanceId: 'wrong-type' },
    ];
    const restored = fromStored(stored, known);
    expect(restored.items.map((item) => item.instanceId)).toEqual(['keep']);
    expect(restored.dropped).toBe(3);
  });

  it('survives malformed entries and treats a missing state as empty', () => {
    expect(fromStored(null, known)).toEqual({ items: [], dropped: 0 });
    expect(fromStored({ not: 'a list' }, known)).toEqual({ items: [], dropped: 0 });
    const restored = fromStored(['x', null, { id: true, __type: 'why' }, { id: 'waaromb', __type: 'why' }], known);
    expect(restored.dropped).toBe(3);
    expect(restored.items).toHaveLength(1);
    expect(restored.items[0]).toMatchObject({ id: 'waaromb', type: 'why', x: 0, y: 0, scale: 1 });
    expect(restored.items[0]?.instanceId).toBeTruthy();
  });

  it('repairs duplicate instance ids and out-of-range scales', () => {
    const stored = [
      { id: 'waaromb', __type: 'why', x: 0, y: 0, scale: 9, instanceId: 'same' },
      { id: 'waaromb', __type: 'why', x: 0, y: 0, scale: 0.61, instanceId: 'same' },
    ];
    const { items } = fromStored(stored, known);
    expect(new Set(items.map((item) => item.instanceId)).size).toBe(2);
    expect(items[0]?.instanceId).toBe('same');
    expect(items.map((item) => item.scale)).toEqual([1.8, 0.6]);
  });
});
