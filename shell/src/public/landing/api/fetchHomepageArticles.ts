import { getContent } from '@doorloopjes/runtime';
import { type Artikel, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orFallback } from './orFallback';
import { homepageArticlesRequest } from './landingRequests';
import { landingKeys } from './landingKeys';

/** Articles flagged for the homepage, with their image. */
export async function fetchHomepageArticles(): Promise<Artikel[]> {
  return (await getContent<ListResponse<Artikel>>(homepageArticlesRequest)).data;
}

export const homepageArticlesQuery = queryOptions({
  queryKey: landingKeys.homepage.articles(),
  queryFn: () => orFallback(homepageArticlesRequest, fetchHomepageArticles, []),
});
