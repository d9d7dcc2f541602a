import { Carousel, Skeleton, messages } from '@doorloopjes/shared';
import { fetchFeaturedArtikels } from '../api/fetchFeaturedArtikels';
import { fetchFeaturedDigidates } from '../api/fetchFeaturedDigidates';
import { FeaturedCard } from '../components/FeaturedCard';
import { useRemoteData } from '../hooks/useRemoteData';
import { orderFeatured, type FeaturedItem } from '../lib/ordering';
import '../styles/content.css';

async function loadFeatured(): Promise<FeaturedItem[]> {
  const [artikels, webinars] = await Promise.all([fetchFeaturedArtikels(), fetchFeaturedDigidates()]);
  return orderFeatured(artikels, webinars);
}

/** Dashboard 'Uitgelicht': featured articles and webinars, upcoming webinars first. */
export default function FeaturedCarousel() {
  const result = useRemoteData(loadFeatured, 'featured');
  if (result.status === 'loading') return <Skeleton lines={4} label={messages.content.widgetLoading(messages.content.featured)} />;
  // Dashboard fetch errors are only logged; the widget stops loading.
  if (result.status === 'error') console.error('Uitgelicht kon niet worden geladen', result.error);
  const items = result.status === 'ready' ? result.data : [];
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
