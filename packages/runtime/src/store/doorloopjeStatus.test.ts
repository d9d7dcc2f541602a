import { describe, expect, it } from 'vitest';
import type { Doorloopje, DoorloopjeStatus, User } from '@doorloopjes/content-types';
import { applyStatus, deriveStatus, idsOf, isFavorite, knownDoorloopjes, resolveDoorloopjes } from './doorloopjeStatus';

const guide = (id: number): Doorloopje => ({ id, slug: `gids-${id}`, title: `Gids ${id}` });

function userWith(lists: { favorite?: number[]; inprogress?: number[]; completed?: number[] }): User {
  return {
    id: 1,
    email: 'a@b.nl',
    username: 'a@b.nl',
    favorite_doorloopjes: (lists.favorite ?? []).map(guide),
    inprogress_doorloopjes: (lists.inprogress ?? []).map(guide),
    completed_doorloopjes: (lists.completed ?? []).map(guide),
  };
}

describe('deriveStatus', () => {
  it('is not_started without a user', () => {
    expect(deriveStatus(null, 1)).toBe('not_started');
  });

  it('is completed when in the completed list, even if also in progress', () => {
    expect(deriveStatus(userWith({ inprogress: [1], completed: [1] }), 1)).toBe('completed');
  });

  it('is in_progress when only in the in-progress list', () => {
    expect(deriveStatus(userWith({ inprogress: [1], completed: [2] }), 1)).toBe('in_progress');
  });

  it('is not_started when in neither list, and missing lists count as empty', () => {
    expect(deriveStatus(userWith({ inprogress: [2], completed: [3] }), 1)).toBe('not_started');
    expect(deriveStatus({ id: 1, email: 'a@b.nl', username: 'a@b.nl' }, 1)).toBe('not_started');
  });
});

describe('applyStatus: every transition removes from both lists, then adds to the new one', () => {
  const start: Record<DoorloopjeStatus, { inprogress_doorloopjes: number[]; completed_doorloopjes: number[] }> = {
    not_started: { inprogress_doorloopjes: [5], completed_doorloopjes: [6] },
    in_progress: { inprogress_doorloopjes: [5, 1], completed_doorloopjes: [6] },
    completed: { inprogress_doorloopjes: [5], completed_doorloopjes: [1, 6] },
  };
  const expected: Record<DoorloopjeStatus, { inprogress_doorloopjes: number[]; completed_doorloopjes: number[] }> = {
    not_started: { inprogress_doorloopjes: [5], completed_doorloopjes: [6] },
    in_progress: { inprogress_doorloopjes: [5, 1], completed_doorloopjes: [6] },
    completed: { inprogress_doorloopjes: [5], completed_doorloopjes: [6, 1] },
  };
  const statuses: DoorloopjeStatus[] = ['not_started', 'in_progress', 'completed'];

  for (const from of statuses) {
    for (const to of statuses) {
      it(`${from} -> ${to}`, () => {
        const result = applyStatus(start[from], 1, to);
        expect(result).toEqual(expected[to]);
        const user = userWith({ inprogress: result.inprogress_doorloopjes, completed: result.completed_doorloopjes });
        expect(deriveStatus(user, 1)).toBe(to);
      });
    }
  }

  it('cleans up an item that was (inconsistently) in both lists', () => {
    expect(applyStatus({ inprogress_doorloopjes: [1], completed_doorloopjes: [1] }, 1, 'in_progress')).toEqual({
      inprogress_doorloopjes: [1],
      completed_doorloopjes: [],
    });
  });

  it('does not mutate the lists it is given', () => {
    const lists = { inprogress_doorloopjes: [1], completed_doorloopjes: [] };
    applyStatus(lists, 1, 'completed');
    expect(lists).toEqual({ inprogress_doorloopjes: [1], completed_doorloopjes: [] });
  });
});

describe('favourites', () => {
  it('isFavorite reads the favourite list, and is false without a user', () => {
    expect(isFavorite(userWith({ favorite: [1] }), 1)).toBe(true);
    expect(isFavorite(userWith({ favorite: [2] }), 1)).toBe(false);
    expect(isFavorite(null, 1)).toBe(false);
  });
});

describe('helpers', () => {
  it('idsOf treats null and undefined as empty', () => {
    expect(idsOf(null)).toEqual([]);
    expect(idsOf(undefined)).toEqual([]);
    expect(idsOf([guide(3), guide(4)])).toEqual([3, 4]);
  });

  it('resolveDoorloopjes keeps the order of the ids and falls back to a bare object', () => {
    expect(resolveDoorloopjes([4, 9], [guide(3), guide(4)])).toEqual([guide(4), { id: 9, slug: '', title: '' }]);
  });

  it('knownDoorloopjes includes guides only the user lists hold', () => {
    const known = knownDoorloopjes(userWith({ inprogress: [8] }), [guide(1)]);
    expect(resolveDoorloopjes([8], known)).toEqual([guide(8)]);
  });
});
