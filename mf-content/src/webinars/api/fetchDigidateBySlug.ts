import { freshUnlessMissing, getContent } from '@doorloopjes/runtime';
import { type Digidate, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { firstOrNull } from '../../common/api/query';
import { digidateBySlugRequest } from './webinarRequests';
import { digidateKeys } from '../../common/api/contentQueryKeys';

/** One webinar with speakers, downloads and the doorloopjes it discussed; null when unknown. */
export async function fetchDigidateBySlug(slug: string): Promise<Digidate | null> {
  const data = await getContent<ListResponse<Digidate>>(digidateBySlugRequest(slug));
  return firstOrNull(data);
}

export const digidateBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: digidateKeys.detail(slug), queryFn: () => fetchDigidateBySlug(slug), staleTime: freshUnlessMissing });
