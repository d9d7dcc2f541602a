import { describe, expect, it } from 'vitest';
import { toUserProgress } from '../progress/userProgress';
import { sampleList, userWith } from '../test/fixtures';
import { NO_FILTERS, availableBooks, filterDoorloopjes, toggleProgressFilter } from './filterDoorloopjes';

const progress = toUserProgress(userWith({ favorite: [2, 5], inprogress: [1, 3], completed: [3, 4] }));
const titles = (filters: Partial<typeof NO_FILTERS>) => filterDoorloopjes(sampleList, { ...NO_FILTERS, ...filters }, progress).map((item) => item.id);

describe('filterDoorloopjes', () => {
  it('without filters keeps every guide in list order', () => {
    expect(titles({})).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters on book', () => {
    expect(titles({ book: 2 })).toEqual([3, 4]);
  });

  it('Opgeslagen shows the favourites', () => {
    expect(titles({ progress: 'saved' })).toEqual([2, 5]);
  });

  it('Bezig shows in-progress guides, but not those also completed (completed wins)', () => {
    expect(titles({ progress: 'in_progress' })).toEqual([1]);
  });

  it('Afgerond shows completed guides', () => {
    expect(titles({ progress: 'completed' })).toEqual([3, 4]);
  });

  it('searches titles case-insensitively, ignoring surrounding spaces', () => {
    expect(titles({ search: '  LEZEN ' })).toEqual([2, 4]);
  });

  it('combines book, toggle and search', () => {
    expect(titles({ book: 2, progress: 'completed', search: 'voor' })).toEqual([4]);
    expect(titles({ book: 1, progress: 'completed' })).toEqual([]);
  });
});

describe('toggleProgressFilter', () => {
  it('activates a toggle, switches to another, and clears when the active one is clicked', () => {
    expect(toggleProgressFilter(null, 'saved')).toBe('saved');
    expect(toggleProgressFilter('saved', 'completed')).toBe('completed');
    expect(toggleProgressFilter('completed', 'completed')).toBeNull();
  });
});

describe('availableBooks', () => {
  it('lists each book once, ascending', () => {
    expect(availableBooks([...sampleList].reverse())).toEqual([1, 2, 3]);
  });
});
