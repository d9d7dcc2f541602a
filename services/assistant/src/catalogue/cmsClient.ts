import { strapiQuery, type StrapiQuery } from '@doorloopjes/strapi-query';
import type { ContentKind } from './types.js';

/** Where each kind lives in the content service and what it needs populated. */
export const COLLECTIONS: Record<ContentKind, { path: string; populate: string[] }> = {
  doorloopje: { path: '/api/doorloopjes', populate: ['steps', 'theme'] },
  why: { path: '/api/whies', populate: ['steps'] },
  how: { path: '/api/hows', populate: ['steps'] },
  artikel: { path: '/api/artikels', populate: [] },
};

const PAGE_SIZE = 250;
/** A runaway pagination (a broken meta block) must not loop forever. */
const MAX_PAGES = 40;

export class ContentFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'ContentFetchError';
  }
}

interface Page {
  data: unknown[];
  pageCount: number;
  total: number | undefined;
}

/**
 * One page of a collection as the assistant asks for it: the content service's contract test
 * runs these very requests with the assistant's token.
 */
export function collectionPageRequest(kind: ContentKind, page: number, populate: string[] = COLLECTIONS[kind].populate): { path: string; params: StrapiQuery } {
  return {
    path: COLLECTIONS[kind].path,
    params: { pagination: { page, pageSize: PAGE_SIZE }, populate: Object.fromEntries(populate.map((field) => [field, true])) },
  };
}

/** Reads every entry of one collection, following Strapi's page-based pagination. */
export async function fetchCollection(
  baseUrl: string,
  kind: ContentKind,
  token: string | undefined,
  timeoutMs = 10_000,
  populate: string[] = COLLECTIONS[kind].populate,
): Promise<unknown[]> {
  const entries: unknown[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { path, params } = collectionPageRequest(kind, page, populate);
    const result = await fetchPage(`${baseUrl}${path}?${strapiQuery(params)}`, token, timeoutMs);
    entries.push(...result.data);
    if (page >= result.pageCount) break;
  }
  return entries;
}

async function fetchPage(url: string, token: string | undefined, timeoutMs: number): Promise<Page> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ContentFetchError(`content service unreachable: ${(error as Error).message}`, undefined);
  }
  if (!response.ok) throw new ContentFetchError(`content service answered ${response.status} for ${url}`, response.status);
  const body = (await response.json()) as { data?: unknown; meta?: { pagination?: { pageCount?: unknown; total?: unknown } } };
  const data = Array.isArray(body.data) ? body.data : [];
  const pageCount = Number(body.meta?.pagination?.pageCount ?? 1);
  const total = Number(body.meta?.pagination?.total);
  return { data, pageCount: Number.isFinite(pageCount) ? pageCount : 1, total: Number.isFinite(total) ? total : undefined };
}

/**
 * What changes whenever something is published or unpublished in one collection: how many
 * published entries it has and when the newest was published (a publish stamps a new
 * `publishedAt`, an unpublish lowers the count). One entry of one page, so polling it every few
 * seconds costs the content service little.
 */
export async function publicationFingerprint(baseUrl: string, kind: ContentKind, token: string | undefined, timeoutMs = 5_000): Promise<string> {
  const params: StrapiQuery = { fields: ['publishedAt'], sort: ['publishedAt:desc'], pagination: { page: 1, pageSize: 1 } };
  const page = await fetchPage(`${baseUrl}${COLLECTIONS[kind].path}?${strapiQuery(params)}`, token, timeoutMs);
  const newest = page.data[0] as { publishedAt?: unknown } | undefined;
  return `${page.total ?? '?'}@${String(newest?.publishedAt ?? '-')}`;
}
