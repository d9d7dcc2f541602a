import { formatDate, messages, paths, type Digidate } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';

/** 'Behandeld in': the webinars that discuss this guide, with recording or upcoming date. */
export function RelatedWebinars({ webinars }: { webinars: Digidate[] | null | undefined }) {
  if (!webinars || webinars.length === 0) return null;
  return (
    <section className="dj-card-panel dj-related" aria-labelledby="dj-related-title">
      <h2 id="dj-related-title">{messages.doorloopjes.coveredIn}</h2>
      <ul>
        {webinars.map((webinar) => {
          const upcoming = webinar.has_taken_place !== true;
          const date = formatDate(webinar.event_date);
          return (
            <li key={webinar.id} className="dj-related-item">
              <Link to={paths.webinar(webinar.slug)} className="dj-related-title">
                {webinar.title}
              </Link>
              <p className="dj-related-date">
                {upcoming ? messages.doorloopjes.upcomingOn : messages.doorloopjes.recordingOf} {date}
              </p>
              {upcoming && (
                <Link to={paths.webinar(webinar.slug)} className="dj-signup" aria-label={`${messages.doorloopjes.signUp} ${webinar.title}`}>
                  {messages.doorloopjes.signUp}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
