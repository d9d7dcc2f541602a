import { freshUnlessMissing, getContent } from '@doorloopjes/runtime';
import { type Artikel, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { firstOrNull } from '../../common/api/query';
import { artikelBySlugRequest } from './artikelRequests';
import { artikelKeys } from '../../common/api/contentQueryKeys';

/** One article with image, authors and its content blocks (see artikelRequests.ts); null when unknown. */
export async function fetchArtikelBySlug(slug: string): Promise<Artikel | null> {
  const data = await getContent<ListResponse<Artikel>>(artikelBySlugRequest(slug));
  return firstOrNull(data);
}

export const artikelBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: artikelKeys.detail(slug), queryFn: () => fetchArtikelBySlug(slug), staleTime: freshUnlessMissing });
