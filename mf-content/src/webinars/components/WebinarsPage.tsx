import { messages, type Digidate } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { webinarsQuery } from '../api/webinars';
import { ContentListPage } from '../../common/components/ContentListPage';
import { WebinarColumn } from './WebinarColumn';
import { splitWebinars } from '../../common/ordering';

/** /webinars: upcoming webinars (soonest first) beside the recordings (newest first). */
export function WebinarsPage() {
  const result = useQuery(webinarsQuery);
  return (
    <ContentListPage
      headingId="ct-webinars-title"
      title={messages.content.webinarsTitle}
      result={result}
      loadingText={messages.content.webinarsLoading}
      errorText={messages.content.webinarsError}
    >
      {(webinars) => <WebinarColumns webinars={webinars} />}
    </ContentListPage>
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
