import { apiClient, type Doorloopje, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';

/** The top-bar search shows at most 5 hits. */
export const SEARCH_LIMIT = 5;

/** Top-bar search: title contains the text, case-insensitive, with the steps' images. */
export async function searchDoorloopjes(text: string, signal?: AbortSignal): Promise<Doorloopje[]> {
  const { data } = await apiClient.get<ListResponse<Doorloopje>>('/api/doorloopjes', {
    params: {
      filters: { title: { $containsi: text } },
      // A hit shows the title and the first step's thumbnail, nothing more.
      fields: ['title', 'slug'],
      populate: { steps: { fields: ['title'], populate: { image: { fields: ['url', 'formats'] } } } },
      imageFormats: 'thumbnail',
      pagination: { limit: SEARCH_LIMIT },
    },
    signal,
  });
  return data.data.slice(0, SEARCH_LIMIT);
}

/**
 * One search text's hits. A newer text cancels the older request (the signal), so a slow answer
 * cannot overwrite a newer one. A failure is only logged and shows as no hits. Never fresh: the
 * same text typed again asks again while showing the last answer.
 */
export const doorloopjeSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['doorloopjes', 'search', text],
    queryFn: ({ signal }) =>
      searchDoorloopjes(text, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        console.error('Zoeken naar doorloopjes is mislukt.', error);
        return [];
      }),
    staleTime: 0,
    retry: false,
  });
