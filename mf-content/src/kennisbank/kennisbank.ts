import { paths, type Artikel, type Explainer, type Image } from '@doorloopjes/shared';
import { newestFirst } from '../common/ordering';
import { snippetOf } from './snippet';

export type KennisbankKind = 'artikel' | 'why' | 'how';

export interface KennisbankEntry {
  kind: KennisbankKind;
  id: number;
  slug: string;
  title: string;
  date: string | null | undefined;
  snippet: string;
  image: Image | null | undefined;
}

/** Detail path of an entry: /artikel/:slug, /why/:slug or /how/:slug. */
export function entryPath(entry: Pick<KennisbankEntry, 'kind' | 'slug'>): string {
  return entry.kind === 'artikel' ? paths.artikel(entry.slug) : paths.explainer(entry.kind, entry.slug);
}

function fromArtikel(artikel: Artikel): KennisbankEntry {
  return {
    kind: 'artikel',
    id: artikel.id,
    slug: artikel.slug,
    title: artikel.title,
    date: artikel.publication_date ?? artikel.createdAt,
    snippet: snippetOf(artikel.summary, artikel.body),
    image: artikel.featured_image,
  };
}

function fromExplainer(kind: 'why' | 'how', explainer: Explainer): KennisbankEntry {
  return {
    kind,
    id: explainer.id,
    slug: explainer.slug,
    title: explainer.title,
    date: explainer.createdAt,
    snippet: snippetOf(null, explainer.description),
    image: explainer.image,
  };
}

/** /achtergronden: articles, why and how items merged into one list, newest first. */
export function mergeKennisbank(artikels: readonly Artikel[], whies: readonly Explainer[], hows: readonly Explainer[]): KennisbankEntry[] {
  const entries = [
    ...artikels.map(fromArtikel),
    ...whies.map((why) => fromExplainer('why', why)),
    ...hows.map((how) => fromExplainer('how', how)),
  ];
  return newestFirst(entries, (entry) => entry.date);
}

/** A null filter shows everything. */
export function filterKennisbank(entries: readonly KennisbankEntry[], kind: KennisbankKind | null): KennisbankEntry[] {
  return kind === null ? [...entries] : entries.filter((entry) => entry.kind === kind);
}
