import { describe, expect, it } from 'vitest';
import { sampleList } from '../test/fixtures';
import { NO_THEME_KEY, groupByTheme } from './groupByTheme';

describe('groupByTheme', () => {
  it('groups in the order of each theme first guide and keeps list order inside a group', () => {
    const groups = groupByTheme(sampleList);
    expect(groups.map((group) => group.key)).toEqual(['rekenen', 'lezen', NO_THEME_KEY]);
    expect(groups[0]?.items.map((item) => item.id)).toEqual([1, 3]);
    expect(groups[1]?.items.map((item) => item.id)).toEqual([2, 4]);
  });

  it('puts guides without a theme in one group without a theme object', () => {
    const last = groupByTheme(sampleList).at(-1);
    expect(last?.theme).toBeNull();
    expect(last?.items.map((item) => item.id)).toEqual([5]);
  });

  it('returns no groups for no guides', () => {
    expect(groupByTheme([])).toEqual([]);
  });
});
