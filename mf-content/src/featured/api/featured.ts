import { getContent } from '@doorloopjes/runtime';
import { reportingSourceError, type Artikel, type Digidate, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orderFeatured, type FeaturedItem } from '../../common/ordering';
import { featuredArtikelsRequest, featuredDigidatesRequest } from './featuredRequests';

/**
 * The 'Uitgelicht' carousel: key, fetchers and query options in one place. The requests stay in
 * featuredRequests.ts, plain data the content service's contract test imports.
 */

/** The carousel's query key (persisted: keep the value). */
export const featuredKeys = {
  carousel: () => ['featured'] as const,
};

/** Featured articles for the 'Uitgelicht' carousel, newest first. */
async function fetchFeaturedArtikels(): Promise<Artikel[]> {
  const data = await getContent<ListResponse<Artikel>>(featuredArtikelsRequest);
  return data.data;
}

/** Featured webinars for the 'Uitgelicht' carousel. */
async function fetchFeaturedWebinars(): Promise<Digidate[]> {
  const data = await getContent<ListResponse<Digidate>>(featuredDigidatesRequest);
  return data.data;
}

/**
 * The 'Uitgelicht' carousel's items: featured articles and webinars, upcoming webinars first. A
 * failing source is logged with its request and status and reported.
 */
export async function fetchFeatured(): Promise<FeaturedItem[]> {
  const [artikels, webinars] = await Promise.all([
    reportingSourceError(featuredArtikelsRequest, fetchFeaturedArtikels),
    reportingSourceError(featuredDigidatesRequest, fetchFeaturedWebinars),
  ]);
  return orderFeatured(artikels, webinars);
}

export const featuredQuery = queryOptions({ queryKey: featuredKeys.carousel(), queryFn: fetchFeatured });
