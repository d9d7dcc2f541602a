import { apiClient, type Artikel, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';

/** All articles, newest first, for the Kennisbank. */
export async function fetchArtikels(): Promise<Artikel[]> {
  const params = {
    sort: 'publication_date:desc',
    populate: 'featured_image',
    // Lists render thumbnails only (ContentImage): no other image variants.
    imageFormats: 'thumbnail',
  };
  const { data } = await apiClient.get<ListResponse<Artikel>>('/api/artikels', { params });
  return data.data;
}

export const artikelsQuery = queryOptions({ queryKey: ['artikels', 'list'], queryFn: fetchArtikels });
