import { messages, paths } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { nieuwsItemBySlugQuery } from '../api/nieuwsItems';
import { ContentDetail } from '../../common/components/ContentDetail';
import { DoorloopjeLinks } from '../../common/components/DoorloopjeLinks';
import { PeopleList } from '../../common/components/PeopleList';
import { PublicationHeader } from '../../common/components/PublicationHeader';
import { RichText } from '../../common/components/RichText';
import { WebinarLinks } from './WebinarLinks';

/** /nieuws-item/:slug: a news item with its body, authors and related doorloopjes and webinars. */
export function NieuwsItemPage() {
  const slug = useParams().slug ?? '';
  return (
    <ContentDetail query={nieuwsItemBySlugQuery(slug)}>
      {(item) => (
        <>
          <PublicationHeader section={{ label: messages.content.typeNews, to: paths.nieuws() }} publication={item} image={item.featured_image} />
          <RichText value={item.body} />
          <PeopleList title={messages.content.authors} people={item.auteurs} />
          <DoorloopjeLinks title={messages.content.relatedDoorloopjes} doorloopjes={item.related_doorloopjes} />
          <WebinarLinks title={messages.content.relatedWebinars} webinars={item.related_digidates} />
        </>
      )}
    </ContentDetail>
  );
}
