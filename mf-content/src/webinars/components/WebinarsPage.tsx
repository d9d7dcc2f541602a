import { messages, usePageTitle, type Digidate } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { digidatesQuery } from '../api/fetchDigidates';
import { ErrorText, LoadingText } from '../../common/components/LoadState';
import { WebinarColumn } from './WebinarColumn';
import { splitWebinars } from '../../common/ordering';

/** /webinars: upcoming webinars (soonest first) beside the recordings (newest first). */
export function WebinarsPage() {
  const result = useQuery(digidatesQuery);
  usePageTitle(messages.content.webinarsTitle);
  return (
    <section className="ct-page" aria-labelledby="ct-webinars-title">
      <h1 id="ct-webinars-title" tabIndex={-1}>{messages.content.webinarsTitle}</h1>
      {result.status === 'pending' && <LoadingText text={messages.content.webinarsLoading} />}
      {result.status === 'error' && <ErrorText text={messages.content.webinarsError} />}
      {result.status === 'success' && <WebinarColumns webinars={result.data} />}
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
