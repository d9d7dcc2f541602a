import { useSessionStore } from '@doorloopjes/runtime';
import { Carousel, messages, paths, thumbnailUrl, type Doorloopje } from '@doorloopjes/shared';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useUserProgress } from '../../progress/hooks/useUserProgress';
import { statusOf } from '../../progress/userProgress';
import '../widgets.css';

/** Dashboard widget 'Bezig met...': in-progress guides, to continue where you left off. Wraps around. */
export default function InProgressCarousel() {
  const list = useSessionStore((state) => state.doorloopjes);
  const progress = useUserProgress();
  // The list order (book, page), with the full objects (theme, steps) the user record lacks.
  const items = useMemo(() => list.filter((item) => statusOf(progress, item.id) === 'in_progress'), [list, progress]);
  return (
    <Carousel
      className="dj-widget dj-in-progress"
      title={messages.doorloopjes.inProgressTitle}
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => <InProgressSlide item={item} />}
      emptyText={messages.doorloopjes.noneInProgress}
    />
  );
}

function InProgressSlide({ item }: { item: Doorloopje }) {
  const image = thumbnailUrl(item.steps?.[0]?.image);
  return (
    <Link to={paths.doorloopje(item.slug)} className="dj-slide">
      {image && <img src={image} alt="" width={120} height={90} />}
      <span>
        <span className="dj-slide-theme">{(item.theme?.title || messages.doorloopjes.defaultTheme).toUpperCase()}</span>
        <span className="dj-slide-title">{item.title}</span>
      </span>
    </Link>
  );
}
