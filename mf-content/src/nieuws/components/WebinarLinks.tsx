import { formatDate, paths, thumbnailUrl, type Digidate } from '@doorloopjes/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';

/** 'Gerelateerde Webinars' of a news item. */
export function WebinarLinks({ title, webinars }: { title: string; webinars: Digidate[] | null | undefined }) {
  const headingId = useId();
  if (!webinars || webinars.length === 0) return null;
  return (
    <section className="ct-related" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {webinars.map((webinar) => {
          const thumbnail = thumbnailUrl(webinar.image);
          return (
            <li key={webinar.id}>
              <Link to={paths.webinar(webinar.slug)} className="ct-related-link">
                {thumbnail && <img src={thumbnail} alt="" loading="lazy" />}
                <span>
                  {webinar.title}
                  {webinar.event_date && <span className="ct-date"> · {formatDate(webinar.event_date)}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
