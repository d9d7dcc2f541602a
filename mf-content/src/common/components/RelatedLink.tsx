import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link to a related guide or webinar: its thumbnail (decorative) beside its name. */
export function RelatedLink({ to, thumbnail, children }: { to: string; thumbnail: string | null | undefined; children: ReactNode }) {
  return (
    <Link to={to} className="ct-related-link">
      {thumbnail && <img src={thumbnail} alt="" loading="lazy" />}
      <span>{children}</span>
    </Link>
  );
}
