import { formatDate, paths, type NieuwsItem } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';
import { ContentImage } from '../../common/components/ContentImage';

/** One slide of the dashboard's 'Nieuws' carousel. */
export function NewsSlide({ item }: { item: NieuwsItem }) {
  const date = item.publication_date ?? item.createdAt;
  return (
    <article className="ct-slide">
      <ContentImage image={item.featured_image} className="ct-slide-image" alt="" />
      <h3 className="ct-slide-title">
        <Link to={paths.nieuwsItem(item.slug)}>{item.title}</Link>
      </h3>
      {date && <p className="ct-date">{formatDate(date)}</p>}
      {item.summary && <p className="ct-slide-text">{item.summary}</p>}
    </article>
  );
}
