import { getToken } from '@doorloopjes/runtime';
import { formatDate, messages, paths, usePageTitle } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { webinarBySlugQuery } from '../api/webinars';
import { Breadcrumb } from '../../common/components/Breadcrumb';
import { ContentDetail } from '../../common/components/ContentDetail';
import { DoorloopjeLinks } from '../../common/components/DoorloopjeLinks';
import { DownloadList } from './DownloadList';
import { ErrorText } from '../../common/components/LoadState';
import { PeopleList } from '../../common/components/PeopleList';
import { RichText } from '../../common/components/RichText';
import { WebinarAccess } from './WebinarAccess';

/** /webinars/:slug; without a token it refuses before calling the content service. */
export function WebinarDetailPage() {
  const slug = useParams().slug ?? '';
  const loggedIn = getToken() !== null;
  usePageTitle(loggedIn ? undefined : messages.content.authRequired);
  if (!loggedIn) return <ErrorText text={messages.content.authRequired} />;
  return (
    <ContentDetail query={webinarBySlugQuery(slug)} errorText={messages.content.webinarError} notFoundText={messages.content.webinarNotFound}>
      {(webinar) => (
        <>
          <header className="ct-detail-header">
            <Breadcrumb crumbs={[{ label: messages.content.webinarsTitle, to: paths.webinars() }, { label: formatDate(webinar.event_date) || webinar.title }]} />
            <h1 tabIndex={-1}>{webinar.title}</h1>
          </header>
          <WebinarAccess webinar={webinar} />
          <RichText value={webinar.description} />
          <PeopleList title={messages.content.speakers} people={webinar.experts} />
          <DownloadList downloads={webinar.downloads} />
          <DoorloopjeLinks title={messages.content.discussedDoorloopjes} doorloopjes={webinar.related_doorloopjes} />
        </>
      )}
    </ContentDetail>
  );
}
