import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Doorloopje, ListResponse } from '@doorloopjes/content-types';
import { getContent } from './getContent';
import { doorloopjeBySlugRequest, doorloopjeListRequest } from './sharedRequests';
import QUERIES from './doorloopje-queries.json' with { type: 'json' };
import { guideKeys } from '../query/keys';
import { freshUnlessMissing, queryClient, SESSION_READ_ONLY } from '../query/queryClient';

export const DOORLOOPJES_PAGE_SIZE = QUERIES.list.pagination.pageSize;

/**
 * What the list's users read from a guide, and no more: the list cards (title, slug, a preview
 * of the description, book and page, theme, the first step's thumbnail), the theme sections,
 * the dashboard widgets, the cluster builder and the assistant (titles). The detail page asks
 * for its own guide (`fetchDoorloopjeBySlug`), so steps carry only a title (Strapi needs one
 * field) and the thumbnail of their image: Strapi cannot populate only the first step. Without
 * the original's `url` (about 200 bytes a guide): an image too small for a thumbnail shows none.
 * The queries are plain data in doorloopje-queries.json so the content service's benchmark
 * (services/cms/scripts/lib/bench-queries.mjs) sends exactly what the platform sends.
 */
export const DOORLOOPJE_LIST_QUERY = QUERIES.list;

/** The whole list, by book then page, lean (see DOORLOOPJE_LIST_QUERY). Loaded with the session into `guideListQuery`. */
export async function fetchDoorloopjes(): Promise<Doorloopje[]> {
  return (await getContent<ListResponse<Doorloopje>>(doorloopjeListRequest)).data;
}

/** The detail page's guide by slug, or null when there is none. */
export async function fetchDoorloopjeBySlug(slug: string): Promise<Doorloopje | null> {
  return (await getContent<ListResponse<Doorloopje>>(doorloopjeBySlugRequest(slug))).data[0] ?? null;
}

/** The session's guide list in the page's query client (empty for a visitor); read it with `useGuideList()`. */
export const guideListQuery = queryOptions({ queryKey: guideKeys.list(), queryFn: fetchDoorloopjes });

/** A guide by slug; one that was not there is asked for again on the next visit (freshUnlessMissing). */
export const doorloopjeBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: guideKeys.detail(slug), queryFn: () => fetchDoorloopjeBySlug(slug), staleTime: freshUnlessMissing });

const NO_GUIDES: Doorloopje[] = [];

/** The guide list as it is now (empty for a visitor or before the first load). */
export function currentGuideList(): Doorloopje[] {
  return queryClient.getQueryData(guideListQuery.queryKey) ?? NO_GUIDES;
}

export function useGuideList(): Doorloopje[] {
  return useQuery({ ...guideListQuery, ...SESSION_READ_ONLY }, queryClient).data ?? NO_GUIDES;
}
