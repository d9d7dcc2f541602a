import { describe, expect, it } from 'vitest';
import type { Blocks } from '@doorloopjes/shared';
import { paragraph } from '../test/fixtures';
import { cutSnippet, firstParagraph, snippetOf, SNIPPET_LENGTH } from './snippet';

describe('cutSnippet', () => {
  it('keeps text of at most 140 characters whole', () => {
    const text = 'a'.repeat(SNIPPET_LENGTH);
    expect(cutSnippet(text)).toBe(text);
  });

  it('cuts longer text at 140 characters and adds an ellipsis', () => {
    const text = `${'b'.repeat(140)}REST`;
    expect(cutSnippet(text)).toBe(`${'b'.repeat(140)}...`);
  });
});

describe('firstParagraph', () => {
  it('takes the first paragraph with text from blocks, skipping empty paragraphs and headings', () => {
    const blocks: Blocks = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Kop' }] },
      paragraph('   '),
      { type: 'paragraph', children: [{ type: 'text', text: 'Eerste ' }, { type: 'text', text: 'alinea', bold: true }] },
      paragraph('Tweede alinea'),
    ];
    expect(firstParagraph(blocks)).toBe('Eerste alinea');
  });

  it('takes the first non-empty paragraph of a markdown string, without its markers', () => {
    expect(firstParagraph('\n\n## Titel\n\nTekst van de alinea.\n\nMeer.')).toBe('Titel');
    expect(firstParagraph('   \n\nGewone tekst.\n\nMeer.')).toBe('Gewone tekst.');
  });

  it('is empty when there is nothing', () => {
    expect(firstParagraph(null)).toBe('');
    expect(firstParagraph([paragraph('')])).toBe('');
  });
});

describe('snippetOf', () => {
  it('prefers the summary', () => {
    expect(snippetOf('Samenvatting', [paragraph('Beschrijving')])).toBe('Samenvatting');
  });

  it('falls back to the first non-empty paragraph when the summary is missing or blank', () => {
    expect(snippetOf(null, [paragraph(''), paragraph('Beschrijving')])).toBe('Beschrijving');
    expect(snippetOf('  ', [paragraph('Beschrijving')])).toBe('Beschrijving');
  });

  it('cuts the fallback paragraph to the snippet length', () => {
    expect(snippetOf(undefined, [paragraph('x'.repeat(200))])).toBe(`${'x'.repeat(140)}...`);
  });
});
