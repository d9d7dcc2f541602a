import { paths, type Digidate } from '@doorloopjes/shared';
import { useId } from 'react';
import { ContentCard } from '../../common/components/ContentCard';

interface WebinarColumnProps {
  title: string;
  emptyText: string;
  webinars: Digidate[];
}

/** One column of /webinars ('Aankomend' or 'Opnames') with its own empty message. */
export function WebinarColumn({ title, emptyText, webinars }: WebinarColumnProps) {
  const headingId = useId();
  return (
    <section className="ct-webinar-column" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {webinars.length === 0 ? (
        <p className="dl-empty">{emptyText}</p>
      ) : (
        <ul className="ct-card-list">
          {webinars.map((webinar) => (
            <li key={webinar.id}>
              <ContentCard
                to={paths.webinar(webinar.slug)}
                title={webinar.title}
                date={webinar.event_date}
                text={webinar.summary}
                image={webinar.image}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
