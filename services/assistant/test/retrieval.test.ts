import { describe, expect, it } from 'vitest';
import { ContentIndex, typoDistance } from '../src/content/contentIndex.js';
import { Decompounder } from '../src/content/decompound.js';
import { educationSignal } from '../src/content/educationQuestion.js';
import { reciprocalRankFusion } from '../src/content/fusion.js';
import { Vocabulary } from '../src/content/vocabulary.js';
import type { ContentItem } from '../src/content/types.js';

const vocabulary = new Vocabulary([
  'Klassenafspraken opstellen. Kies maximaal vijf afspraken.',
  'Toetsresultaten bespreken met de klas. Geef de toets terug.',
  'Zelfevaluatie met een beoordeling en een rubric.',
  'Verrijkingstaken voor snelle leerlingen, met opdrachten op niveau.',
]);

function item(slug: string, title: string, text: string, steps: string[] = []): ContentItem {
  return {
    key: `doorloopje:${slug}`,
    kind: 'doorloopje',
    slug,
    title,
    text,
    steps: steps.map((step) => ({ title: step, description: step })),
    themeTitle: undefined,
    book: undefined,
    page: undefined,
    hasVideo: false,
  };
}

describe('decompounding against the corpus vocabulary', () => {
  it('splits a compound into known words, whatever the linking form', () => {
    // "klas" is a part, but a word every guide is about: it is no search term of its own.
    expect(vocabulary.termsOf('klasafspraken')).toEqual(['klasafsprak', 'afsprak']);
    // The corpus spells it with the plural linking form; the split meets the same stems.
    expect(vocabulary.termsOf('Klassenafspraken')).toEqual(['klassenafsprak', 'afsprak']);
    expect(vocabulary.termsOf('toetsbespreking')).toEqual(expect.arrayContaining(['toet', 'besprek']));
  });

  it('handles the linking s and three-part compounds', () => {
    expect(vocabulary.termsOf('beoordelingsrubric')).toEqual(expect.arrayContaining(['beoordel', 'rubric']));
    expect(new Decompounder((word) => ['klas', 'afspraken', 'lijst'].includes(word)).split('klasafsprakenlijst')).toEqual(['klas', 'afspraken', 'lijst']);
  });

  it('leaves words alone that are not made of corpus words, and short words', () => {
    expect(vocabulary.termsOf('zwangerschapsverlof')).toEqual(['zwangerschapsverlof']);
    expect(new Decompounder(() => true).split('klasje')).toBeUndefined();
  });

  it('searches a query compound by its parts when the corpus does not know the whole', () => {
    expect(vocabulary.queryTermsOf('klasafspraken')).toEqual(['klasafsprak', 'afsprak']);
    // A word the corpus has is searched as itself.
    expect(vocabulary.queryTermsOf('afspraken')).toEqual(['afsprak']);
  });

  it('finds a guide through another form of its title compound', () => {
    const index = new ContentIndex();
    index.replace([
      item('klassenafspraken-opstellen', 'Klassenafspraken opstellen', 'Afspraken die de klas zelf opstelt worden beter nageleefd.', ['Verzamel ideeën']),
      item('stiltesignaal-invoeren', 'Stiltesignaal invoeren', 'Een signaal voor aandacht.', ['Kies een signaal']),
    ]);
    expect(index.search('klasafspraken maken')[0]?.item.slug).toBe('klassenafspraken-opstellen');
  });
});

describe('typo-tolerant matching', () => {
  it('allows more edits in longer words and none in short ones', () => {
    expect(typoDistance('klas')).toBe(false);
    expect(typoDistance('signal')).toBe(1);
    expect(typoDistance('differentiatie')).toBe(3);
    expect(typoDistance('verwerking')).toBe(2);
  });

  it('finds a guide despite typos in the question', () => {
    const index = new ContentIndex();
    index.replace([
      item('differentieren-in-de-verwerking', 'Differentiëren in de verwerking', 'Dezelfde leerstof, verschillende manieren van verwerken.'),
      item('placemat-methode', 'Placemat-methode', 'Samen tot één antwoord komen.'),
    ]);
    expect(index.search('diferentiëren in de verwerkng')[0]?.item.slug).toBe('differentieren-in-de-verwerking');
    expect(index.search('plaecmat')[0]?.item.slug).toBe('placemat-methode');
  });
});

describe('reciprocal rank fusion', () => {
  it('ranks an item high in both rankings above one that is first in only one', () => {
    expect(reciprocalRankFusion([['a', 'b', 'c'], ['b', 'c', 'a']])).toEqual(['b', 'a', 'c']);
  });

  it('keeps items that only one ranking has, after those both agree on', () => {
    expect(reciprocalRankFusion([['a', 'b'], ['b', 'x']])).toEqual(['b', 'a', 'x']);
  });

  it('scores by 1 / (k + rank)', () => {
    // With k = 1 the first place is worth 1/2 and the second 1/3: two second places beat one first.
    expect(reciprocalRankFusion([['a', 'b'], ['c', 'b']], 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('the on-platform decision', () => {
  const index = new ContentIndex();
  index.replace([
    item('klassenafspraken-opstellen', 'Klassenafspraken opstellen', 'Samen met de klas afspraken maken.', ['Verzamel ideeën', 'Formuleer ze positief']),
    item('starten-met-een-taak', 'Starten met een taak', 'Een leerling die niet begint, helpt een kleine eerste stap.', ['Maak de eerste stap heel klein']),
    item('hardop-denkend-voordoen', 'Hardop denkend voordoen', 'Instructie: uitleg door voordoen.', ['Verwoord elke denkstap']),
  ]);

  it('answers a classroom question that shares no word with any guide with the instruction guides', () => {
    const found = index.find('huiswerk komt nooit af');
    expect(found.loose).toBe(true);
    expect(found.hits.map((hit) => hit.item.slug)).toEqual(['hardop-denkend-voordoen']);
  });

  it('keeps a question that uses a word of the content itself on the platform', () => {
    expect(index.find('ideeën van ouders verzamelen').hits.length).toBeGreaterThan(0);
  });

  it('recognises a school word with a typo, but not a real word one letter from one', () => {
    expect(educationSignal('hoe geef ik beter feedbak op schrijfwerk').education).toBe(true);
    expect(educationSignal('leerlingn luisteren niet').education).toBe(true);
    expect(educationSignal('Wat is de stelling van Pythagoras?').education).toBe(false);
  });

  it('finds nothing for a question without a word of teaching or of the content', () => {
    expect(index.find('Welke kleur past bij een grijze bank?')).toEqual({ hits: [], loose: false });
  });
});
