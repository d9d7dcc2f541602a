import { getContent } from '@doorloopjes/runtime';
import { type ListResponse, type NieuwsItem } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orFallback } from './orFallback';
import { homepageNewsRequest } from './landingRequests';
import { landingKeys } from './landingKeys';

/** News items flagged for the homepage, with their image. */
export async function fetchHomepageNews(): Promise<NieuwsItem[]> {
  return (await getContent<ListResponse<NieuwsItem>>(homepageNewsRequest)).data;
}

export const homepageNewsQuery = queryOptions({
  queryKey: landingKeys.homepage.news(),
  queryFn: () => orFallback(homepageNewsRequest, fetchHomepageNews, []),
});
