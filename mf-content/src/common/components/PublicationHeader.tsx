import { formatDate, messages, type Image } from '@doorloopjes/shared';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import { ContentImage } from './ContentImage';

interface PublicationHeaderProps {
  crumbs: Crumb[];
  title: string;
  date: string | null | undefined;
  image?: Image | null;
}

/** Top of a news item or article: type breadcrumb, title, 'Gepubliceerd op' date, featured image. */
export function PublicationHeader({ crumbs, title, date, image }: PublicationHeaderProps) {
  return (
    <header className="ct-detail-header">
      <Breadcrumb crumbs={crumbs} />
      <h1 tabIndex={-1}>{title}</h1>
      {date && (
        <p className="ct-date">
          {messages.content.publishedOn} <time dateTime={date}>{formatDate(date)}</time>
        </p>
      )}
      <ContentImage image={image} className="ct-featured-image" />
    </header>
  );
}
