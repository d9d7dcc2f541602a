import { paths, thumbnailUrl, type Doorloopje } from '@doorloopjes/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';

/** 'Besproken doorloopjes' / 'Gerelateerde doorloopjes': links to the guides, with a thumbnail. */
export function DoorloopjeLinks({ title, doorloopjes }: { title: string; doorloopjes: Doorloopje[] | null | undefined }) {
  const headingId = useId();
  if (!doorloopjes || doorloopjes.length === 0) return null;
  return (
    <section className="ct-related" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {doorloopjes.map((doorloopje) => {
          const thumbnail = thumbnailUrl(doorloopje.steps?.[0]?.image);
          return (
            <li key={doorloopje.id}>
              <Link to={paths.doorloopje(doorloopje.slug)} className="ct-related-link">
                {thumbnail && <img src={thumbnail} alt="" loading="lazy" />}
                <span>{doorloopje.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
