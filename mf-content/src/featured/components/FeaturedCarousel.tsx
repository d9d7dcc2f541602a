import { messages } from '@doorloopjes/shared';
import { featuredQuery } from '../api/featured';
import { FeaturedCard } from './FeaturedCard';
import { QueryCarousel } from '../../common/components/QueryCarousel';
import type { FeaturedItem } from '../../common/ordering';

/** An article and a webinar can have the same id: the kind tells them apart. */
const featuredKey = (entry: FeaturedItem) => `${entry.kind}-${entry.item.id}`;

/** Dashboard 'Uitgelicht': featured articles and webinars, upcoming webinars first. */
export default function FeaturedCarousel() {
  return <QueryCarousel query={featuredQuery} title={messages.content.featured} emptyText={messages.content.noFeatured} getKey={featuredKey} renderItem={(entry) => <FeaturedCard entry={entry} />} />;
}
