import { formatDate, getToken, loadedPageName, messages, paths, usePageTitle } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { digidateBySlugQuery } from '../api/fetchDigidateBySlug';
import { Breadcrumb } from '../../common/components/Breadcrumb';
import { DoorloopjeLinks } from '../../common/components/DoorloopjeLinks';
import { DownloadList } from './DownloadList';
import { ErrorText, LoadingText } from '../../common/components/LoadState';
import { PeopleList } from '../../common/components/PeopleList';
import { RichText } from '../../common/components/RichText';
import { WebinarAccess } from './WebinarAccess';

/** /webinars/:slug; without a token it refuses before calling the content service. */
export function WebinarDetailPage() {
  const slug = useParams().slug ?? '';
  const loggedIn = getToken() !== null;
  usePageTitle(loggedIn ? undefined : messages.content.authRequired);
  if (!loggedIn) return <ErrorText text={messages.content.authRequired} />;
  return <WebinarDetail slug={slug} />;
}

function WebinarDetail({ slug }: { slug: string }) {
  const result = useQuery(digidateBySlugQuery(slug));
  usePageTitle(loadedPageName(result.status, result.data?.title));

  if (result.status === 'pending') return <LoadingText text={messages.content.contentLoading} />;
  if (result.status === 'error') return <ErrorText text={messages.content.webinarError} />;
  const webinar = result.data;
  if (!webinar) return <ErrorText text={messages.content.webinarNotFound} />;

  return (
    <article className="ct-page ct-detail">
      <header className="ct-detail-header">
        <Breadcrumb crumbs={[{ label: messages.content.webinarsTitle, to: paths.webinars() }, { label: formatDate(webinar.event_date) || webinar.title }]} />
        <h1 tabIndex={-1}>{webinar.title}</h1>
      </header>
      <WebinarAccess webinar={webinar} />
      <RichText value={webinar.description} />
      <PeopleList title={messages.content.speakers} people={webinar.experts} />
      <DownloadList downloads={webinar.downloads} />
      <DoorloopjeLinks title={messages.content.discussedDoorloopjes} doorloopjes={webinar.related_doorloopjes} />
    </article>
  );
}
