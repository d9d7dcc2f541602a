import { apiClient, type Landingpage, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { orFallback } from './orFallback';

/** GET /api/landingpages with the hero sections and the explanation steps' icons (public). */
export async function fetchLandingPage(): Promise<Landingpage | null> {
  const { data } = await apiClient.get<ListResponse<Landingpage>>('/api/landingpages', {
    params: { populate: { page_sections: true, uitleg_stappen: { populate: 'icon' } } },
    skipAuth: true,
  });
  return data.data[0] ?? null;
}

export const landingPageQuery = queryOptions({
  queryKey: ['landingpage'],
  queryFn: () => orFallback(fetchLandingPage, null, 'de landingspagina'),
});
