import { queryOptions } from '@tanstack/react-query';
import type { Explainer, ListResponse } from '../types/entities';
import { apiClient } from './client';

export type ExplainerKind = 'why' | 'how';

const PATHS: Record<ExplainerKind, string> = { why: '/api/whies', how: '/api/hows' };

/** Why and how items are always read with their steps' images and their own image. */
export const EXPLAINER_POPULATE = ['steps.image', 'image'];

/**
 * Every why (or how) item. The Kennisbank (mf-content) and the cluster builder (mf-cluster) both
 * read this list, so it is one fetch under one key: a page showing both asks once. Sorted by
 * title (the builder's order); the content service allows pages of up to 250.
 */
export async function fetchExplainers(kind: ExplainerKind): Promise<Explainer[]> {
  const { data } = await apiClient.get<ListResponse<Explainer>>(PATHS[kind], {
    params: { populate: EXPLAINER_POPULATE, sort: 'title:asc', pagination: { pageSize: 250 } },
  });
  return data.data;
}

export const explainersQuery = (kind: ExplainerKind) =>
  queryOptions({ queryKey: ['explainers', kind], queryFn: () => fetchExplainers(kind) });

/** One why or how item with its steps by slug; null when unknown. */
export async function fetchExplainerBySlug(kind: ExplainerKind, slug: string): Promise<Explainer | null> {
  const { data } = await apiClient.get<ListResponse<Explainer>>(PATHS[kind], {
    params: { filters: { slug: { $eq: slug } }, populate: EXPLAINER_POPULATE },
  });
  return data.data[0] ?? null;
}

export const explainerBySlugQuery = (kind: ExplainerKind, slug: string) =>
  queryOptions({ queryKey: ['explainers', kind, slug], queryFn: () => fetchExplainerBySlug(kind, slug) });
