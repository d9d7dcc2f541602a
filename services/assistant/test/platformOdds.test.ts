import { describe, expect, it } from 'vitest';
import { ContentIndex } from '../src/retrieval/contentIndex.js';
import { PlatformOdds } from '../src/retrieval/platformOdds.js';
import type { ContentItem } from '../src/catalogue/types.js';

function item(slug: string, title: string, text: string): ContentItem {
  return { key: `doorloopje:${slug}`, kind: 'doorloopje', slug, title, text, steps: [], themeTitle: undefined, book: undefined, page: undefined, hasVideo: false };
}

const GROUP_WORK = 'doorloopje:rollen-verdelen-in-groepjes';
const EXAMPLES = [
  ...[
    'ruzie in het groepje over de taken, het is nooit eerlijk',
    'steeds ruzie in het groepje over wie welke taken eerlijk doet',
    'ze maken ruzie over de taken in hun groepje, niemand vindt het eerlijk',
    'altijd ruzie in een groepje, wie doet welke taken, hoe maak ik het eerlijk',
    'ruzie over taken in het groepje, is dat eerlijk verdeeld',
    'het groepje krijgt ruzie over de taken en of het eerlijk is',
    'ruzie, want de taken zijn niet eerlijk verdeeld',
    'eerlijk de taken verdelen zonder ruzie',
    'ruzie over eerlijk verdeelde taken',
    'de taken eerlijk verdelen, anders ruzie',
    'wie krijgt welke taken, elke keer ruzie want het is niet eerlijk',
  ].map((text) => ({ text, expect: [GROUP_WORK] })),
  ...['mijn laptop start niet op', 'de laptop van school is traag', 'laptop kapot wat nu', 'welke laptop moet ik kopen'].map((text) => ({ text, expect: [] })),
];

describe('the odds that the platform answers a question', () => {
  const odds = new PlatformOdds(EXAMPLES);

  it('rises with words of answered questions and falls with words of unanswered ones', () => {
    expect(odds.logOdds('alweer ruzie')).toBeGreaterThan(0);
    expect(odds.logOdds('een nieuwe laptop')).toBeLessThan(0);
  });

  it('says nothing by a word no example used, nor without examples of both kinds', () => {
    expect(odds.logOdds('zonnebrand')).toBe(Math.log(11 / 4));
    expect(new PlatformOdds(EXAMPLES.filter((example) => example.expect.length > 0)).logOdds('ruzie')).toBeUndefined();
  });
});

describe('the example questions in the on-platform decision', () => {
  const items = [
    item('rollen-verdelen-in-groepjes', 'Rollen verdelen in groepjes', 'Geef elk groepslid een rol, zodat iedereen meedoet.'),
    item('stiltesignaal-invoeren', 'Stiltesignaal invoeren', 'Spreek een vast teken af waarop de klas stil wordt.'),
    item('een-vaste-start-van-de-les', 'Een vaste start van de les', 'Begin elke les op dezelfde manier.'),
    item('time-timer-gebruiken', 'Time-timer gebruiken', 'Laat zien hoeveel tijd er nog is.'),
  ];
  const indexOf = (examples: typeof EXAMPLES) => {
    const index = new ContentIndex(examples);
    index.replace(items);
    return index;
  };

  it('answers a question in the words of answered ones, though no rule sees education in it', () => {
    const question = 'elke keer ruzie over wie eerlijk welke taken krijgt';
    expect(indexOf([]).find(question)).toEqual({ hits: [], loose: false });
    expect(indexOf(EXAMPLES).find(question).hits[0]?.item.key).toBe(GROUP_WORK);
  });

  it('answers from log-odds 3 (words about 20 times likelier in answered questions), not below', () => {
    const index = indexOf(EXAMPLES);
    const odds = new PlatformOdds(EXAMPLES);
    const likely = 'ruzie over wie welke taken krijgt';
    const unsure = 'wie krijgt de taken';
    expect(odds.logOdds(likely)).toBeGreaterThan(3);
    expect(odds.logOdds(likely)).toBeLessThan(5);
    expect(index.find(likely).hits[0]?.item.key).toBe(GROUP_WORK);
    expect(odds.logOdds(unsure)).toBeLessThan(3);
    expect(index.find(unsure)).toEqual({ hits: [], loose: false });
  });

  it('finds nothing for a loose match in the words of unanswered questions', () => {
    // "stiltesignaal" is a word of the content, so the rules alone put the question on the platform.
    const question = 'een stiltesignaal voor op mijn laptop';
    expect(indexOf(EXAMPLES.filter((example) => example.expect.length > 0)).find(question).hits.length).toBeGreaterThan(0);
    expect(indexOf(EXAMPLES).find(question)).toEqual({ hits: [], loose: false });
  });
});
