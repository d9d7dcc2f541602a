import { messages } from '@doorloopjes/shared';
import { nieuwsItemsQuery } from '../api/nieuwsItems';
import { NewsSlide } from './NewsSlide';
import { QueryCarousel } from '../../common/components/QueryCarousel';

/** Dashboard 'Nieuws': the news items, newest first. */
export default function NewsCarousel() {
  return <QueryCarousel query={nieuwsItemsQuery} title={messages.content.news} emptyText={messages.content.noNews} getKey={(item) => item.id} renderItem={(item) => <NewsSlide item={item} />} />;
}
