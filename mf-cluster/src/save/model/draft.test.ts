import { describe, it, expect } from 'vitest';
import { catalogueOf } from '../../test/fixtures';
import { chooseInitialSource, clearDraft, clearKept, draftKey, readDraft, readDraftBaseVersion, readKept, writeDraft, writeKept } from './draft';
import { buildInitialCluster } from '../../builder/model/initialState';
import { messages } from '@doorloopjes/shared';

const saved = [{ id: 1, __type: 'doorloopje', x: 5, y: 5, scale: 1, instanceId: 'saved' }];
const draftItems = [{ id: 1, __type: 'doorloopje' as const, x: 80, y: 90, scale: 1.2, instanceId: 'draft' }];

describe('local draft', () => {
  it('is kept per user and read back after a reload', () => {
    writeDraft(localStorage, 7, draftItems);
    expect(readDraft(localStorage, 7)).toEqual(draftItems);
    expect(readDraft(localStorage, 8)).toBeNull();
    clearDraft(localStorage, 7);
    expect(readDraft(localStorage, 7)).toBeNull();
  });

  it('remembers the saved version it started from (none for drafts of older builds)', () => {
    writeDraft(localStorage, 7, draftItems, 4);
    expect(readDraftBaseVersion(localStorage, 7)).toBe(4);
    localStorage.setItem(draftKey(7), JSON.stringify({ version: 1, items: draftItems }));
    expect(readDraftBaseVersion(localStorage, 7)).toBeNull();
    expect(readDraft(localStorage, 7)).toEqual(draftItems);
  });

  it('keeps a set-aside own version apart from the draft', () => {
    writeKept(localStorage, 7, draftItems);
    expect(readKept(localStorage, 7)).toEqual(draftItems);
    expect(readDraft(localStorage, 7)).toBeNull();
    clearKept(localStorage, 7);
    expect(readKept(localStorage, 7)).toBeNull();
  });

  it('throws away a corrupt draft instead of failing', () => {
    localStorage.setItem(draftKey(7), '{not json');
    expect(readDraft(localStorage, 7)).toBeNull();
    expect(localStorage.getItem(draftKey(7))).toBeNull();
    localStorage.setItem(draftKey(7), JSON.stringify({ version: 99, items: 'x' }));
    expect(readDraft(localStorage, 7)).toBeNull();
  });

  it('wins over the saved profile state, because it is newer', () => {
    expect(chooseInitialSource(saved, draftItems)).toEqual({ entries: draftItems, fromDraft: true });
    expect(chooseInitialSource(saved, null)).toEqual({ entries: saved, fromDraft: false });
  });

  it('restores as unsaved work, with a notice', () => {
    const catalogue = catalogueOf();
    const initial = buildInitialCluster(saved, draftItems, catalogue);
    // A draft written before documentIds names the published row's id: read as its documentId.
    const documentId = catalogue.byRowId.get('doorloopje:1')?.id;
    expect(documentId).toEqual(expect.any(String));
    expect(initial.state.items).toEqual([{ instanceId: 'draft', id: documentId, type: 'doorloopje', x: 80, y: 90, scale: 1.2 }]);
    expect(initial.state.dirty).toBe(true);
    expect(initial.notices).toEqual([messages.cluster.draftRestored]);
  });

  it('without a draft restores the saved state as clean and reports dropped items', () => {
    const withGone = [...saved, { id: 404, __type: 'why', x: 0, y: 0, scale: 1, instanceId: 'gone' }];
    const initial = buildInitialCluster(withGone, null, catalogueOf());
    expect(initial.state.items.map((item) => item.instanceId)).toEqual(['saved']);
    expect(initial.state.dirty).toBe(false);
    expect(initial.notices).toEqual([messages.cluster.droppedNotice(1)]);
  });
});
