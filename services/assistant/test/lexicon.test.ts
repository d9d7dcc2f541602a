import { describe, expect, it } from 'vitest';
import { ContentIndex } from '../src/retrieval/contentIndex.js';
import { stem } from '../src/language/dutchText.js';
import { Lexicon } from '../src/language/lexicon.js';
import type { ContentItem } from '../src/catalogue/types.js';
import { Vocabulary } from '../src/retrieval/vocabulary.js';

function item(slug: string, title: string, text: string): ContentItem {
  return { key: `doorloopje:${slug}`, kind: 'doorloopje', slug, title, text, steps: [], themeTitle: undefined, book: undefined, page: undefined, hasVideo: false };
}

describe('the Dutch word list', () => {
  const dutch = Lexicon.dutchWords();

  it('knows words, their other forms and compounds of its words', () => {
    expect(dutch.hasWord('evolutie')).toBe(true);
    expect(dutch.hasWord('lastige')).toBe(true);
    // A conjugated verb and a plural the stemmer leaves with a doubled consonant.
    expect(dutch.hasWord('verveelt')).toBe(true);
    expect(dutch.hasWord('naamvallen')).toBe(true);
    expect(dutch.has('klasafspraken')).toBe(true);
    expect(dutch.hasWord('klasafspraken')).toBe(false);
  });

  it('knows no typo and splits none into short words', () => {
    expect(dutch.has('feedbak')).toBe(false);
    expect(dutch.has('feedbakc')).toBe(false);
    expect(dutch.has('leerlingn')).toBe(false);
  });

  it('reads a word with its inflected forms from a list of base words', () => {
    const lexicon = Lexicon.fromWords(['evolutie', 'verzekering']);
    expect(lexicon.hasWord('evoluties')).toBe(true);
    expect(lexicon.hasWord('verzekeringen')).toBe(true);
    expect(lexicon.hasWord('evaluatie')).toBe(false);
  });
});

describe('typed words read against the Dutch word list', () => {
  const words = new Vocabulary(['Samenwerking evalueren.', 'Feedback op het proces.', 'Werken met wisbordjes.'], Lexicon.fromWords(['evolutie', 'samenwerking', 'feedback']));

  it('searches a typo of one word of the content as that word', () => {
    expect(words.queryTermsOf('feedbak')).toEqual([stem('feedback')]);
  });

  it('searches a Dutch word the content does not use as itself, without its typo neighbours', () => {
    expect(words.queryTermsOf('evolutie')).toEqual([stem('evolutie')]);
    expect(words.isOtherWord('evolutie')).toBe(true);
    expect(words.isOtherWord('evalueren')).toBe(false);
    expect(words.isOtherWord('feedbak')).toBe(false);
  });

  it('does not take a lesson about evolution for one about evaluating, and answers a typo as the word', () => {
    const index = new ContentIndex();
    index.replace([
      item('samenwerking-evalueren', 'Samenwerking evalueren', 'Bespreek na het groepswerk hoe de samenwerking ging.'),
      item('feedback-op-het-proces', 'Feedback op het proces', 'Geef feedback op de aanpak, niet op de persoon.'),
    ]);
    expect(index.find('evolutie').hits.map((hit) => hit.item.slug)).not.toContain('samenwerking-evalueren');
    expect(index.find('feedbak op de aanpak')).toMatchObject({ loose: false, hits: [{ item: { slug: 'feedback-op-het-proces' } }] });
  });
});
