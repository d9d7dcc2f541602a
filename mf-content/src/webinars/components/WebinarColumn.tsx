import { paths, type Digidate } from '@doorloopjes/shared';
import { useId } from 'react';
import { CardList } from '../../common/components/CardList';

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
      <CardList
        items={webinars}
        emptyText={emptyText}
        getKey={(webinar) => webinar.id}
        card={(webinar) => ({ to: paths.webinar(webinar.slug), title: webinar.title, date: webinar.event_date, text: webinar.summary, image: webinar.image, headingLevel: 3 })}
      />
    </section>
  );
}
