import { reportingSourceError } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orderFeatured, type FeaturedItem } from '../../common/ordering';
import { fetchFeaturedArtikels } from './fetchFeaturedArtikels';
import { fetchFeaturedDigidates } from './fetchFeaturedDigidates';
import { featuredArtikelsRequest, featuredDigidatesRequest } from './featuredRequests';
import { featuredKeys } from '../../common/api/contentQueryKeys';

/**
 * The 'Uitgelicht' carousel's items: featured articles and webinars, upcoming webinars first. A
 * failing source is logged with its request and status and reported.
 */
export async function fetchFeatured(): Promise<FeaturedItem[]> {
  const [artikels, webinars] = await Promise.all([
    reportingSourceError(featuredArtikelsRequest, fetchFeaturedArtikels),
    reportingSourceError(featuredDigidatesRequest, fetchFeaturedDigidates),
  ]);
  return orderFeatured(artikels, webinars);
}

export const featuredQuery = queryOptions({ queryKey: featuredKeys.carousel(), queryFn: fetchFeatured });
