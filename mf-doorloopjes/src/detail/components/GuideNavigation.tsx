import { messages, paths, type Doorloopje } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';
import type { Neighbours } from '../neighbours';

/** Arrows to the previous and next guide in list order; an end of the list has no arrow. */
export function GuideNavigation({ previous, next }: Neighbours) {
  return (
    <nav className="dj-guide-nav" aria-label={messages.doorloopjes.guideNavigation}>
      {previous ? <GuideLink item={previous} direction="previous" /> : <span />}
      {next ? <GuideLink item={next} direction="next" /> : <span />}
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
