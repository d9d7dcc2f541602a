import { formatDate, paths, thumbnailUrl, type Digidate } from '@doorloopjes/shared';
import { RelatedLink } from '../../common/components/RelatedLink';
import { TitledList } from '../../common/components/TitledList';

/** 'Gerelateerde Webinars' of a news item. */
export function WebinarLinks({ title, webinars }: { title: string; webinars: Digidate[] | null | undefined }) {
  return (
    <TitledList title={title} className="ct-related" items={webinars}>
      {(webinar) => (
        <RelatedLink to={paths.webinar(webinar.slug)} thumbnail={thumbnailUrl(webinar.image)}>
          {webinar.title}
          {webinar.event_date && <span className="ct-date"> · {formatDate(webinar.event_date)}</span>}
        </RelatedLink>
      )}
    </TitledList>
  );
}
