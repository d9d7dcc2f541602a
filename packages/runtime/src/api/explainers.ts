import { queryOptions } from '@tanstack/react-query';
import type { Explainer, ListResponse } from '@doorloopjes/content-types';
import { getContent } from './getContent';
import { explainerBySlugRequest, explainersRequest, type ExplainerKind } from './sharedRequests';
import { explainerKeys } from '../query/keys';
import { freshUnlessMissing } from '../query/queryClient';

export { EXPLAINER_POPULATE, type ExplainerKind } from './sharedRequests';

/**
 * Every why (or how) item. The Kennisbank (mf-content) and the cluster builder (mf-cluster) both
 * read this list, so it is one fetch under one key: a page showing both asks once. Sorted by
 * title (the builder's order); the content service allows pages of up to 250.
 */
export async function fetchExplainers(kind: ExplainerKind): Promise<Explainer[]> {
  return (await getContent<ListResponse<Explainer>>(explainersRequest(kind))).data;
}

export const explainersQuery = (kind: ExplainerKind) =>
  queryOptions({ queryKey: explainerKeys.list(kind), queryFn: () => fetchExplainers(kind) });

/** One why or how item with its steps by slug; null when unknown. */
export async function fetchExplainerBySlug(kind: ExplainerKind, slug: string): Promise<Explainer | null> {
  return (await getContent<ListResponse<Explainer>>(explainerBySlugRequest(kind, slug))).data[0] ?? null;
}

export const explainerBySlugQuery = (kind: ExplainerKind, slug: string) =>
  queryOptions({ queryKey: explainerKeys.detail(kind, slug), queryFn: () => fetchExplainerBySlug(kind, slug), staleTime: freshUnlessMissing });
