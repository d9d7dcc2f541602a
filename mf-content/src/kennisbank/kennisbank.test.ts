import { describe, expect, it } from 'vitest';
import { artikel, explainer, paragraph } from '../test/fixtures';
import { entryPath, filterKennisbank, mergeKennisbank } from './kennisbank';

const entries = mergeKennisbank(
  [artikel({ id: 1, title: 'Artikel', publication_date: '2026-02-01', summary: 'Korte samenvatting' })],
  [explainer({ id: 1, title: 'Waarom', createdAt: '2026-03-01T00:00:00Z', description: [paragraph('Waarom-tekst')] })],
  [explainer({ id: 1, title: 'Hoe', createdAt: '2026-01-01T00:00:00Z', description: [paragraph('Hoe-tekst')] })],
);

describe('mergeKennisbank', () => {
  it('merges articles, why and how items newest first', () => {
    expect(entries.map((entry) => `${entry.kind}:${entry.title}`)).toEqual(['why:Waarom', 'artikel:Artikel', 'how:Hoe']);
  });

  it('takes the article summary and the explainers first paragraph as snippets', () => {
    expect(entries.map((entry) => entry.snippet)).toEqual(['Waarom-tekst', 'Korte samenvatting', 'Hoe-tekst']);
  });

  it('links each entry to its detail page', () => {
    expect(entries.map(entryPath)).toEqual(['/why/waarom', '/artikel/artikel', '/how/hoe']);
  });
});

describe('filterKennisbank', () => {
  it('keeps one kind, or everything without a filter', () => {
    expect(filterKennisbank(entries, 'how').map((entry) => entry.title)).toEqual(['Hoe']);
    expect(filterKennisbank(entries, null)).toHaveLength(3);
  });
});
