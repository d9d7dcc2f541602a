import { contentKeys, freshUnlessMissing, getContent } from '@doorloopjes/runtime';
import { reportingSourceError, type ListResponse, type NieuwsItem } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { firstOrNull } from '../../common/api/query';
import { nieuwsItemBySlugRequest, nieuwsItemsRequest } from './nieuwsRequests';
import { newestFirst } from '../../common/ordering';

/**
 * The news items: key, fetchers and query options in one place. The requests stay in
 * nieuwsRequests.ts, plain data the content service's contract test imports.
 */

/** The news items' query keys (persisted and shared: keep the value). */
export const nieuwsItemKeys = contentKeys('nieuws-items');

/**
 * All news items, newest first, with their featured image (list page and dashboard carousel); a
 * failure is reported. The service sorts by publication date; an item without one counts by
 * when it was made, which only the client can put in its place.
 */
export async function fetchNieuwsItems(): Promise<NieuwsItem[]> {
  const data = await reportingSourceError(nieuwsItemsRequest, () => getContent<ListResponse<NieuwsItem>>(nieuwsItemsRequest));
  return newestFirst(data.data, (item) => item.publication_date ?? item.createdAt);
}

/** One key for the /nieuws page and the dashboard carousel: they share one fetch. */
export const nieuwsItemsQuery = queryOptions({ queryKey: nieuwsItemKeys.list(), queryFn: fetchNieuwsItems });

/** One news item with image, authors and related doorloopjes and webinars; null when unknown. */
export async function fetchNieuwsItemBySlug(slug: string): Promise<NieuwsItem | null> {
  const data = await getContent<ListResponse<NieuwsItem>>(nieuwsItemBySlugRequest(slug));
  return firstOrNull(data);
}

export const nieuwsItemBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: nieuwsItemKeys.detail(slug), queryFn: () => fetchNieuwsItemBySlug(slug), staleTime: freshUnlessMissing });
