import { ContentIndex } from '../../src/retrieval/contentIndex.js';
import { normalizeEntry } from '../../src/catalogue/normalize.js';
import type { ContentKind } from '../../src/catalogue/types.js';
import { collections, type CollectionName } from './fixtures.js';

const KIND_OF: Record<CollectionName, ContentKind> = { doorloopjes: 'doorloopje', whies: 'why', hows: 'how', artikels: 'artikel' };

/** An index over the seeded fixture content, as the service would build it from the CMS. */
export function fixtureIndex(): ContentIndex {
  const index = new ContentIndex();
  index.replace(
    (Object.keys(collections) as CollectionName[]).flatMap((name) =>
      collections[name].flatMap((entry) => normalizeEntry(KIND_OF[name], entry) ?? []),
    ),
  );
  return index;
}

/** Every markdown link target in a text. */
export function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** The platform pages of the fixture content plus the overview pages the platform always has. */
export function existingPages(): Set<string> {
  const prefix: Record<CollectionName, string> = { doorloopjes: '/doorloopjes/', whies: '/why/', hows: '/how/', artikels: '/artikel/' };
  const pages = new Set(['/doorloopjes', '/achtergronden']);
  for (const name of Object.keys(collections) as CollectionName[]) {
    for (const entry of collections[name]) pages.add(`${prefix[name]}${entry.slug}`);
  }
  return pages;
}
