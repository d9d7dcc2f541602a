import { apiClient, type ListResponse, type NieuwsItem } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';

/** All news items, newest first, with their featured image (list page and dashboard carousel). */
export async function fetchNieuwsItems(): Promise<NieuwsItem[]> {
  const params = {
    sort: 'publication_date:desc',
    populate: 'featured_image',
    // Lists render thumbnails only (ContentImage): no other image variants.
    imageFormats: 'thumbnail',
  };
  const { data } = await apiClient.get<ListResponse<NieuwsItem>>('/api/nieuws-items', { params });
  return data.data;
}

/** One key for the /nieuws page and the dashboard carousel: they share one fetch. */
export const nieuwsItemsQuery = queryOptions({ queryKey: ['nieuws-items', 'list'], queryFn: fetchNieuwsItems });
