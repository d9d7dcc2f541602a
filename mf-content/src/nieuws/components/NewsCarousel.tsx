import { Carousel, Skeleton, messages } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { nieuwsItemsQuery } from '../api/fetchNieuwsItems';
import { NewsSlide } from './NewsSlide';
import { newestFirst } from '../../common/ordering';
import '../../common/content.css';

/** Dashboard 'Nieuws': the news items, newest first. */
export default function NewsCarousel() {
  const result = useQuery(nieuwsItemsQuery);
  if (result.status === 'pending') return <Skeleton lines={4} label={messages.content.widgetLoading(messages.content.news)} />;
  // A failure was logged and reported by the fetcher; the widget stops loading and shows it empty.
  const items = result.data ? newestFirst(result.data, (item) => item.publication_date ?? item.createdAt) : [];
  return (
    <Carousel
      className="ct-carousel"
      title={messages.content.news}
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => <NewsSlide item={item} />}
      emptyText={messages.content.noNews}
    />
  );
}
