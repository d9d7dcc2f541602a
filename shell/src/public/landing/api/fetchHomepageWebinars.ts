import { getContent } from '@doorloopjes/runtime';
import { type Digidate, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orFallback } from './orFallback';
import { homepageWebinarsRequest } from './landingRequests';
import { landingKeys } from './landingKeys';

/** Webinars (digidates) flagged for the homepage, with their image. */
export async function fetchHomepageWebinars(): Promise<Digidate[]> {
  return (await getContent<ListResponse<Digidate>>(homepageWebinarsRequest)).data;
}

export const homepageWebinarsQuery = queryOptions({
  queryKey: landingKeys.homepage.webinars(),
  queryFn: () => orFallback(homepageWebinarsRequest, fetchHomepageWebinars, []),
});
