import { getContent, guideKeys } from '@doorloopjes/runtime';
import { reportSourceError, type Doorloopje, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { doorloopjeSearchRequest, SEARCH_LIMIT } from './searchRequests';

export { SEARCH_LIMIT } from './searchRequests';

/** Top-bar search: title contains the text, case-insensitive, with the steps' thumbnails. */
export async function searchGuides(text: string, signal?: AbortSignal): Promise<Doorloopje[]> {
  const { data } = await getContent<ListResponse<Doorloopje>>(doorloopjeSearchRequest(text), signal);
  return data.slice(0, SEARCH_LIMIT);
}

/**
 * One search text's hits. A newer text cancels the older request (the signal), so a slow answer
 * cannot overwrite a newer one. A failure shows as no hits, and is never hidden: it is logged with
 * its request and status and reported. Never fresh: the same text typed again asks again while
 * showing the last answer.
 */
export const guideSearchQuery = (text: string) =>
  queryOptions({
    queryKey: guideKeys.search(text),
    queryFn: ({ signal }) =>
      searchGuides(text, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        reportSourceError(doorloopjeSearchRequest(text), error);
        return [];
      }),
    staleTime: 0,
    retry: false,
  });
