import { messages, type Digidate } from '@doorloopjes/shared';
import { fetchDigidates } from '../api/fetchDigidates';
import { ErrorText, LoadingText } from '../components/LoadState';
import { WebinarColumn } from '../components/WebinarColumn';
import { useRemoteData } from '../hooks/useRemoteData';
import { splitWebinars } from '../lib/ordering';

/** /webinars: upcoming webinars (soonest first) beside the recordings (newest first). */
export function WebinarsPage() {
  const result = useRemoteData(fetchDigidates, 'webinars');
  return (
    <section className="ct-page" aria-labelledby="ct-webinars-title">
      <h1 id="ct-webinars-title">{messages.content.webinarsTitle}</h1>
      {result.status === 'loading' && <LoadingText text={messages.content.webinarsLoading} />}
      {result.status === 'error' && <ErrorText text={messages.content.webinarsError} />}
      {result.status === 'ready' && <WebinarColumns webinars={result.data} />}
    </section>
  );
}

function WebinarColumns({ webinars }: { webinars: readonly Digidate[] }) {
  const { upcoming, recordings } = splitWebinars(webinars);
  return (
    <div className="ct-webinar-columns">
      <WebinarColumn title={messages.content.upcoming} emptyText={messages.content.noUpcoming} webinars={upcoming} />
      <WebinarColumn title={messages.content.recordings} emptyText={messages.content.noRecordings} webinars={recordings} />
    </div>
  );
}
