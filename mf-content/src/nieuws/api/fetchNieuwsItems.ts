import { getContent } from '@doorloopjes/runtime';
import { reportingSourceError, type ListResponse, type NieuwsItem } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { nieuwsItemsRequest } from './nieuwsRequests';
import { nieuwsItemKeys } from '../../common/api/contentQueryKeys';
import { newestFirst } from '../../common/ordering';

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
