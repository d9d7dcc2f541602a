import { apiClient, type Artikel, type ListResponse } from '@doorloopjes/shared';

/** Featured articles for the 'Uitgelicht' carousel, newest first. */
export async function fetchFeaturedArtikels(): Promise<Artikel[]> {
  const params = {
    filters: { is_featured: { $eq: true } },
    sort: 'publication_date:desc',
    populate: 'featured_image',
    // Cards render thumbnails only (ContentImage): no other image variants.
    imageFormats: 'thumbnail',
  };
  const { data } = await apiClient.get<ListResponse<Artikel>>('/api/artikels', { params });
  return data.data;
}
