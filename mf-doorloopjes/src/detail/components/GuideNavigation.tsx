import { messages, paths, type Doorloopje } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Neighbours } from '../neighbours';

interface GuideNavigationProps extends Neighbours {
  /** What sits between the arrows ('Boek X, Pagina Y'); on a phone the arrows go to the row's ends around it. */
  children?: ReactNode;
}

/** Arrows to the previous and next guide in list order; an end of the list has no arrow, only its room. */
export function GuideNavigation({ previous, next, children }: GuideNavigationProps) {
  return (
    <nav className="dj-guide-nav" aria-label={messages.doorloopjes.guideNavigation}>
      {previous ? <GuideLink item={previous} direction="previous" /> : <span className="dj-guide-gap" />}
      <div className="dj-guide-where">{children}</div>
      {next ? <GuideLink item={next} direction="next" /> : <span className="dj-guide-gap" />}
    </nav>
  );
}

function GuideLink({ item, direction }: { item: Doorloopje; direction: 'previous' | 'next' }) {
  const label = direction === 'previous' ? messages.doorloopjes.previousGuide(item.title) : messages.doorloopjes.nextGuide(item.title);
  return (
    <Link to={paths.doorloopje(item.slug)} className={`dj-guide-link dj-guide-${direction}`} aria-label={label} title={item.title}>
      {direction === 'previous' ? '‹' : '›'}
    </Link>
  );
}
