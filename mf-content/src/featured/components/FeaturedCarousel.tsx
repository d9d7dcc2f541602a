import { Carousel, Skeleton, messages } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { featuredQuery } from '../api/fetchFeatured';
import { FeaturedCard } from './FeaturedCard';
import '../../common/content.css';

/** Dashboard 'Uitgelicht': featured articles and webinars, upcoming webinars first. */
export default function FeaturedCarousel() {
  const result = useQuery(featuredQuery);
  if (result.status === 'pending') return <Skeleton lines={4} label={messages.content.widgetLoading(messages.content.featured)} />;
  // Dashboard fetch errors are only logged; the widget stops loading.
  if (result.status === 'error') console.error('Uitgelicht kon niet worden geladen', result.error);
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
