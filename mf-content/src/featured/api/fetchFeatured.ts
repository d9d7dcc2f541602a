import { queryOptions } from '@tanstack/react-query';
import { orderFeatured, type FeaturedItem } from '../../common/ordering';
import { fetchFeaturedArtikels } from './fetchFeaturedArtikels';
import { fetchFeaturedDigidates } from './fetchFeaturedDigidates';

/** The 'Uitgelicht' carousel's items: featured articles and webinars, upcoming webinars first. */
export async function fetchFeatured(): Promise<FeaturedItem[]> {
  const [artikels, webinars] = await Promise.all([fetchFeaturedArtikels(), fetchFeaturedDigidates()]);
  return orderFeatured(artikels, webinars);
}

export const featuredQuery = queryOptions({ queryKey: ['featured'], queryFn: fetchFeatured });
