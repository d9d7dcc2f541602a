import { contentKeys, freshUnlessMissing, getContent } from '@doorloopjes/runtime';
import { type Digidate, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { firstOrNull } from '../../common/api/query';
import { digidateBySlugRequest, digidatesRequest } from './webinarRequests';

/**
 * The webinars: key, fetchers and query options in one place. The requests stay in
 * webinarRequests.ts, plain data the content service's contract test imports.
 */

/** The webinars' query keys (persisted and shared: the value stays 'digidates', the content type's name). */
export const webinarKeys = contentKeys('digidates');

/** All webinars with their image; the page splits them into upcoming and recordings. */
export async function fetchWebinars(): Promise<Digidate[]> {
  const data = await getContent<ListResponse<Digidate>>(digidatesRequest);
  return data.data;
}

/** Upcoming webinars turn into recordings: refetched when the user comes back to the tab. */
export const webinarsQuery = queryOptions({ queryKey: webinarKeys.list(), queryFn: fetchWebinars });

/** One webinar with speakers, downloads and the doorloopjes it discussed; null when unknown. */
export async function fetchWebinarBySlug(slug: string): Promise<Digidate | null> {
  const data = await getContent<ListResponse<Digidate>>(digidateBySlugRequest(slug));
  return firstOrNull(data);
}

export const webinarBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: webinarKeys.detail(slug), queryFn: () => fetchWebinarBySlug(slug), staleTime: freshUnlessMissing });
