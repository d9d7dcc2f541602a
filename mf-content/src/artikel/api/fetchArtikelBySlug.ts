import { apiClient, type Artikel, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { firstOrNull, slugFilter } from '../../common/api/query';

/**
 * One article with image, authors and its content blocks; null when unknown. Strapi 5 populates a
 * dynamic zone only through `on` fragments, one per component (the figure and image-with-text
 * components hold media of their own). That needs the object form of populate, which Strapi does
 * not accept mixed with the list form, so every field uses the object form here.
 */
export async function fetchArtikelBySlug(slug: string): Promise<Artikel | null> {
  const params = {
    ...slugFilter(slug),
    populate: {
      featured_image: true,
      auteurs: { populate: 'photo' },
      content: {
        on: {
          'content.rich-text': true,
          'content.figure': { populate: 'image' },
          'content.image-with-text': { populate: 'image' },
          'content.highlight-box': true,
        },
      },
    },
  };
  const { data } = await apiClient.get<ListResponse<Artikel>>('/api/artikels', { params });
  return firstOrNull(data);
}

export const artikelBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: ['artikels', 'detail', slug], queryFn: () => fetchArtikelBySlug(slug) });
