import { describe, it, expect } from 'vitest';
import { SEARCH_LIMIT, searchContent } from './search';
import type { ContentOption } from '../../cluster/model/types';

const options: ContentOption[] = [
  { id: 'doc1', rowId: 1, type: 'doorloopje', title: 'Breuken vergelijken' },
  { id: 'doc2', rowId: 2, type: 'why', title: 'Waarom BREUKEN lastig zijn' },
  { id: 'doc3', rowId: 3, type: 'how', title: 'Hoe je een getallenlijn gebruikt' },
];

describe('builder search', () => {
  it('matches titles case-insensitively over all three types', () => {
    expect(searchContent(options, 'breuken').map((hit) => hit.type)).toEqual(['doorloopje', 'why']);
    expect(searchContent(options, '  GETALLENLIJN ').map((hit) => hit.id)).toEqual(['doc3']);
  });

  it('returns nothing for a blank query or no match', () => {
    expect(searchContent(options, '   ')).toEqual([]);
    expect(searchContent(options, 'aardrijkskunde')).toEqual([]);
  });

  it('shows at most 15 results', () => {
    expect(SEARCH_LIMIT).toBe(15);
    const many: ContentOption[] = Array.from({ length: 40 }, (_, i) => ({ id: `doc${i}`, rowId: i, type: 'doorloopje', title: `Tafel ${i}` }));
    const hits = searchContent(many, 'tafel');
    expect(hits).toHaveLength(15);
    expect(hits[0]?.id).toBe('doc0');
    expect(hits[14]?.id).toBe('doc14');
  });
});
