import { apiClient, type Artikel, type ListResponse } from '@doorloopjes/shared';
import { firstOrNull, query, slugFilter } from './query';

/**
 * One article with image, authors and its content blocks; null when unknown. The dynamic zone
 * needs the object form of populate (its components hold media of their own), and Strapi does not
 * accept mixing that with the list form, so every field uses the object form here.
 */
export async function fetchArtikelBySlug(slug: string): Promise<Artikel | null> {
  const params = query([
    slugFilter(slug),
    ['populate[featured_image]', 'true'],
    ['populate[auteurs][populate]', 'photo'],
    ['populate[content][populate]', '*'],
  ]);
  const { data } = await apiClient.get<ListResponse<Artikel>>('/api/artikels', { params });
  return firstOrNull(data);
}
