import { Carousel, Skeleton, messages, type CarouselProps } from '@doorloopjes/shared';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import '../content.css';

interface QueryCarouselProps<T, Key extends QueryKey> extends Omit<CarouselProps<T>, 'items' | 'className'> {
  /** The items' query: the same options as the page that lists them, so the two share one fetch. */
  query: UseQueryOptions<T[], Error, T[], Key>;
}

/** A dashboard carousel of one query's items: a skeleton while they load, then the carousel. */
export function QueryCarousel<T, Key extends QueryKey>({ query, ...carousel }: QueryCarouselProps<T, Key>) {
  const result = useQuery(query);
  if (result.status === 'pending') return <Skeleton lines={4} label={messages.content.widgetLoading(carousel.title)} />;
  // A failure was logged and reported by the fetcher; the widget stops loading and shows it empty.
  return <Carousel className="ct-carousel" {...carousel} items={result.data ?? []} />;
}
