import { formatDate, messages, paths } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';
import { featuredDate, type FeaturedItem } from '../../common/ordering';
import { ContentImage } from '../../common/components/ContentImage';

/** One slide of 'Uitgelicht': an article or a webinar, with its type, title and date. */
export function FeaturedCard({ entry }: { entry: FeaturedItem }) {
  const isWebinar = entry.kind === 'webinar';
  const image = isWebinar ? entry.item.image : entry.item.featured_image;
  const to = isWebinar ? paths.webinar(entry.item.slug) : paths.artikel(entry.item.slug);
  const date = featuredDate(entry);
  return (
    <article className="ct-slide">
      <ContentImage image={image} className="ct-slide-image" alt="" />
      <p className="ct-type">{isWebinar ? messages.content.typeWebinar : messages.content.typeArticle}</p>
      <h3 className="ct-slide-title">
        <Link to={to}>{entry.item.title}</Link>
      </h3>
      {date && <p className="ct-date">{formatDate(date)}</p>}
    </article>
  );
}
