import { explainersQuery } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { artikelsQuery } from '../api/fetchArtikels';
import { CardList } from '../../common/components/CardList';
import { KennisbankFilters } from './KennisbankFilters';
import { ContentListPage } from '../../common/components/ContentListPage';
import { entryPath, filterKennisbank, mergeKennisbank, type KennisbankEntry, type KennisbankKind } from '../kennisbank';

const TYPE_LABELS: Record<KennisbankKind, string> = {
  artikel: messages.content.typeArticle,
  why: messages.content.typeWhy,
  how: messages.content.typeHow,
};

/** The three collections load in parallel; one failing fails the page (a partial list would mislead). */
function useKennisbank() {
  return useQueries({
    queries: [artikelsQuery, explainersQuery('why'), explainersQuery('how')],
    combine: ([artikels, whies, hows]) => {
      if (artikels.isError || whies.isError || hows.isError) return { status: 'error' as const };
      if (!artikels.data || !whies.data || !hows.data) return { status: 'pending' as const };
      return { status: 'success' as const, data: mergeKennisbank(artikels.data, whies.data, hows.data) };
    },
  });
}

/** /achtergronden: articles, why and how items newest first, with toggle filters. */
export function KennisbankPage() {
  const result = useKennisbank();
  const [filter, setFilter] = useState<KennisbankKind | null>(null);
  return (
    <ContentListPage<KennisbankEntry[]>
      headingId="ct-kennisbank-title"
      title={messages.content.kennisbankTitle}
      result={result}
      errorText={messages.content.backgroundsError}
      controls={<KennisbankFilters active={filter} onChange={setFilter} />}
    >
      {(entries) => <KennisbankList entries={filterKennisbank(entries, filter)} />}
    </ContentListPage>
  );
}

function KennisbankList({ entries }: { entries: KennisbankEntry[] }) {
  return (
    <CardList
      grid
      items={entries}
      emptyText={messages.content.noBackgrounds}
      getKey={(entry) => `${entry.kind}-${entry.id}`}
      card={(entry) => ({ to: entryPath(entry), title: entry.title, typeLabel: TYPE_LABELS[entry.kind], date: entry.date, text: entry.snippet, image: entry.image })}
    />
  );
}
