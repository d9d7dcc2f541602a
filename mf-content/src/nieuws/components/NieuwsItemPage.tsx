import { loadedPageName, messages, paths, usePageTitle } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { nieuwsItemBySlugQuery } from '../api/fetchNieuwsItemBySlug';
import { DoorloopjeLinks } from '../../common/components/DoorloopjeLinks';
import { ErrorText, LoadingText } from '../../common/components/LoadState';
import { PeopleList } from '../../common/components/PeopleList';
import { PublicationHeader } from '../../common/components/PublicationHeader';
import { RichText } from '../../common/components/RichText';
import { WebinarLinks } from './WebinarLinks';

/** /nieuws-item/:slug: a news item with its body, authors and related doorloopjes and webinars. */
export function NieuwsItemPage() {
  const slug = useParams().slug ?? '';
  const result = useQuery(nieuwsItemBySlugQuery(slug));
  usePageTitle(loadedPageName(result.status, result.data?.title));

  if (result.status === 'pending') return <LoadingText text={messages.content.contentLoading} />;
  if (result.status === 'error') return <ErrorText text={messages.content.contentError} />;
  const item = result.data;
  if (!item) return <ErrorText text={messages.content.contentNotFound} />;

  return (
    <article className="ct-page ct-detail">
      <PublicationHeader
        crumbs={[{ label: messages.content.typeNews, to: paths.nieuws() }, { label: item.title }]}
        title={item.title}
        date={item.publication_date ?? item.createdAt}
        image={item.featured_image}
      />
      <RichText value={item.body} />
      <PeopleList title={messages.content.authors} people={item.auteurs} />
      <DoorloopjeLinks title={messages.content.relatedDoorloopjes} doorloopjes={item.related_doorloopjes} />
      <WebinarLinks title={messages.content.relatedWebinars} webinars={item.related_digidates} />
    </article>
  );
}
