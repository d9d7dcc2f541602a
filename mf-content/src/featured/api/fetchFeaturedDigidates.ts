import { apiClient, type Digidate, type ListResponse } from '@doorloopjes/shared';

/** Featured webinars for the 'Uitgelicht' carousel. */
export async function fetchFeaturedDigidates(): Promise<Digidate[]> {
  const params = {
    filters: { is_featured: { $eq: true } },
    sort: 'event_date:desc',
    populate: 'image',
    // Cards render thumbnails only (ContentImage): no other image variants.
    imageFormats: 'thumbnail',
  };
  const { data } = await apiClient.get<ListResponse<Digidate>>('/api/digidates', { params });
  return data.data;
}
