import { getContent } from '@doorloopjes/runtime';
import { type Landingpage, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orFallback } from './orFallback';
import { landingPageRequest } from './landingRequests';
import { landingKeys } from './landingKeys';

/** The landing page with the hero sections and the explanation steps' icons (public). */
export async function fetchLandingPage(): Promise<Landingpage | null> {
  return (await getContent<ListResponse<Landingpage>>(landingPageRequest)).data[0] ?? null;
}

export const landingPageQuery = queryOptions({
  queryKey: landingKeys.page(),
  queryFn: () => orFallback(landingPageRequest, fetchLandingPage, null),
});
