import { messages } from '@doorloopjes/shared';
import { useState } from 'react';
import { fetchArtikels } from '../api/fetchArtikels';
import { fetchHows } from '../api/fetchHows';
import { fetchWhies } from '../api/fetchWhies';
import { ContentCard } from '../components/ContentCard';
import { KennisbankFilters } from '../components/KennisbankFilters';
import { ErrorText, LoadingText } from '../components/LoadState';
import { useRemoteData } from '../hooks/useRemoteData';
import { entryPath, filterKennisbank, mergeKennisbank, type KennisbankEntry, type KennisbankKind } from '../lib/kennisbank';

const TYPE_LABELS: Record<KennisbankKind, string> = {
  artikel: messages.content.typeArticle,
  why: messages.content.typeWhy,
  how: messages.content.typeHow,
};

/** The three collections load in parallel; one failing fails the page (a partial list would mislead). */
async function loadKennisbank(): Promise<KennisbankEntry[]> {
  const [artikels, whies, hows] = await Promise.all([fetchArtikels(), fetchWhies(), fetchHows()]);
  return mergeKennisbank(artikels, whies, hows);
}

/** /achtergronden: articles, why and how items newest first, with toggle filters. */
export function KennisbankPage() {
  const result = useRemoteData(loadKennisbank, 'kennisbank');
  const [filter, setFilter] = useState<KennisbankKind | null>(null);
  return (
    <section className="ct-page" aria-labelledby="ct-kennisbank-title">
      <h1 id="ct-kennisbank-title">{messages.content.kennisbankTitle}</h1>
      <KennisbankFilters active={filter} onChange={setFilter} />
      {result.status === 'loading' && <LoadingText text={messages.content.contentLoading} />}
      {result.status === 'error' && <ErrorText text={messages.content.backgroundsError} />}
      {result.status === 'ready' && <KennisbankList entries={filterKennisbank(result.data, filter)} />}
    </section>
  );
}

function KennisbankList({ entries }: { entries: KennisbankEntry[] }) {
  if (entries.length === 0) return <p className="dl-empty">{messages.content.noBackgrounds}</p>;
  return (
    <ul className="ct-card-list ct-card-grid">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`}>
          <ContentCard to={entryPath(entry)} title={entry.title} typeLabel={TYPE_LABELS[entry.kind]} date={entry.date} text={entry.snippet} image={entry.image} />
        </li>
      ))}
    </ul>
  );
}
