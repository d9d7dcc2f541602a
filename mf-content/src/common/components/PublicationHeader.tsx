import { formatDate, messages, type Image } from '@doorloopjes/shared';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import { ContentImage } from './ContentImage';

interface Publication {
  title: string;
  publication_date?: string | null;
  createdAt?: string;
}

interface PublicationHeaderProps {
  /** The section the publication belongs to, the breadcrumb's first step. */
  section: Crumb;
  publication: Publication;
  image?: Image | null;
}

/**
 * Top of a news item or article: type breadcrumb, title, 'Gepubliceerd op' date (its creation
 * when no publication date was set), featured image.
 */
export function PublicationHeader({ section, publication, image }: PublicationHeaderProps) {
  const { title } = publication;
  const date = publication.publication_date ?? publication.createdAt;
  return (
    <header className="ct-detail-header">
      <Breadcrumb crumbs={[section, { label: title }]} />
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
