import { describe, expect, it } from 'vitest';
import { ContentIndex } from '../src/retrieval/contentIndex.js';
import type { ContentItem } from '../src/catalogue/types.js';
import { evaluate, heldOut } from '../eval/evaluate.js';
import { seedIndex } from '../eval/seedContent.js';

function item(slug: string, title: string, text: string): ContentItem {
  return { key: `doorloopje:${slug}`, kind: 'doorloopje', slug, title, text, steps: [], themeTitle: undefined, book: undefined, page: undefined, hasVideo: false };
}

const ITEMS = [
  item('stiltesignaal-invoeren', 'Stiltesignaal invoeren', 'Spreek een vast teken af waarop de klas stil wordt.'),
  item('feedback-op-het-proces', 'Feedback op het proces', 'Geef feedback op de aanpak en de inzet.'),
];
const PHONES = { text: 'ze zitten allemaal op hun telefoon als ik praat', expect: ['doorloopje:stiltesignaal-invoeren'] };

function indexOf(asked: { text: string; expect: string[] }[]): ContentIndex {
  const index = new ContentIndex(asked);
  index.replace(ITEMS);
  return index;
}

describe('questions teachers asked, learned with the guides that answer them', () => {
  it("finds a guide by the words of another teacher's question, though the guide does not use them", () => {
    const question = 'de hele klas zit op de telefoon terwijl ik praat';
    expect(indexOf([]).find(question).hits.map((hit) => hit.item.slug)).not.toContain('stiltesignaal-invoeren');
    expect(indexOf([PHONES]).find(question).hits[0]?.item.slug).toBe('stiltesignaal-invoeren');
  });

  it('ranks by what was asked, but only the guide itself covers a question', () => {
    // "telefoon" is no word of the guide: the question stays a loose match, shown with the
    // honest sentence, and outside education it would be "nothing found".
    const found = indexOf([PHONES]).find('mijn klas zit op de telefoon');
    expect(found.loose).toBe(true);
    expect(indexOf([PHONES]).search('hoe zet ik mijn telefoon op stil')).toEqual([]);
  });

  it('learns nothing from a question without an answer', () => {
    const question = 'de hele klas zit op de telefoon terwijl ik praat';
    expect(indexOf([{ ...PHONES, expect: [] }]).find(question)).toEqual(indexOf([]).find(question));
  });
});

describe('scoring questions the search learns from', () => {
  const unusual = { who: 'leraar' as const, text: 'de kinderen zijn compleet zoeloe', expect: ['doorloopje:stiltesignaal-invoeren'] };

  it('asks a held-out round of an index that did not learn from it', () => {
    expect(evaluate([unusual], () => seedIndex([unusual])).hit1).toBe(1);
    expect(heldOut([unusual], [unusual]).hit1).toBe(0);
  });
});
