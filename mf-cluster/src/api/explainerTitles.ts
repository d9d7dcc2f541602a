import { apiClient, type Explainer, type ListResponse } from '@doorloopjes/shared';

/** The builder only needs id and title; the content service allows pages of up to 250. */
const TITLES_ONLY = {
  'fields[0]': 'title',
  'fields[1]': 'slug',
  sort: 'title:asc',
  'pagination[pageSize]': 250,
} as const;

/** Shared by the why and how fetchers: both collections have the same shape. */
export async function fetchExplainerTitles(path: '/api/whies' | '/api/hows'): Promise<Explainer[]> {
  const { data } = await apiClient.get<ListResponse<Explainer>>(path, { params: TITLES_ONLY });
  return data.data;
}
