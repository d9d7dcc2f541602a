import { formatDate, type Image } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';
import { ContentImage } from './ContentImage';

export interface ContentCardProps {
  to: string;
  title: string;
  typeLabel?: string;
  date?: string | null;
  text?: string | null;
  image?: Image | null;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3;
}

/** A list entry: image, type label, linked title, Dutch date and a short plain text. */
export function ContentCard({ to, title, typeLabel, date, text, image, headingLevel = 2 }: ContentCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="ct-card">
      <ContentImage image={image} thumbnail className="ct-card-image" alt="" />
      <div className="ct-card-body">
        {typeLabel && <p className="ct-type">{typeLabel}</p>}
        <Heading className="ct-card-title">
          <Link to={to}>{title}</Link>
        </Heading>
        {date && <p className="ct-date">{formatDate(date)}</p>}
        {text && <p className="ct-card-text">{text}</p>}
      </div>
    </article>
  );
}
