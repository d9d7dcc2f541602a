import { freshUnlessMissing, getContent } from '@doorloopjes/runtime';
import { type ListResponse, type NieuwsItem } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { firstOrNull } from '../../common/api/query';
import { nieuwsItemBySlugRequest } from './nieuwsRequests';
import { nieuwsItemKeys } from '../../common/api/contentQueryKeys';

/** One news item with image, authors and related doorloopjes and webinars; null when unknown. */
export async function fetchNieuwsItemBySlug(slug: string): Promise<NieuwsItem | null> {
  const data = await getContent<ListResponse<NieuwsItem>>(nieuwsItemBySlugRequest(slug));
  return firstOrNull(data);
}

export const nieuwsItemBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: nieuwsItemKeys.detail(slug), queryFn: () => fetchNieuwsItemBySlug(slug), staleTime: freshUnlessMissing });
