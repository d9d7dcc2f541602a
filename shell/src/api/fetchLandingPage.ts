import { apiClient, type Landingpage, type ListResponse } from '@doorloopjes/shared';

/** GET /api/landingpages with the hero sections and the explanation steps' icons (public). */
export async function fetchLandingPage(): Promise<Landingpage | null> {
  const { data } = await apiClient.get<ListResponse<Landingpage>>('/api/landingpages', {
    params: {
      'populate[page_sections]': true,
      'populate[uitleg_stappen][populate]': 'icon',
    },
    skipAuth: true,
  });
  return data.data[0] ?? null;
}
