import { Carousel, messages, useSessionStore, type Doorloopje } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';

/** Dashboard widget: in-progress guides ('continue where you left off'). */
export default function InProgressCarousel() {
  const items: Doorloopje[] = useSessionStore((state) => state.user?.inprogress_doorloopjes ?? []);
  return (
    <Carousel
      title={messages.doorloopjes.inProgressTitle}
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => <Link to={`/doorloopjes/${item.slug}`}>{item.title}</Link>}
    />
  );
}
