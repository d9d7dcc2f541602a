import { Carousel, Skeleton, messages } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { featuredQuery } from '../api/fetchFeatured';
import { FeaturedCard } from './FeaturedCard';
import '../../common/content.css';

/** Dashboard 'Uitgelicht': featured articles and webinars, upcoming webinars first. */
export default function FeaturedCarousel() {
  const result = useQuery(featuredQuery);
  if (result.status === 'pending') return <Skeleton lines={4} label={messages.content.widgetLoading(messages.content.featured)} />;
  // A failure was logged and reported by the fetcher; the widget stops loading and shows it empty.
  const items = result.data ?? [];
  return (
    <Carousel
      className="ct-carousel"
      title={messages.content.featured}
      items={items}
      getKey={(entry) => `${entry.kind}-${entry.item.id}`}
      renderItem={(entry) => <FeaturedCard entry={entry} />}
      emptyText={messages.content.noFeatured}
    />
  );
}
