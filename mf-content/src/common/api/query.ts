import { THUMBNAIL_FORMAT, type ListResponse } from '@doorloopjes/shared';
import type { ContentQuery, StrapiQuery } from '@doorloopjes/runtime';

type ContentPath = ContentQuery['path'];

/** The filter of a detail call: one entry of a collection by its slug. */
export function slugFilter(slug: string) {
  return { filters: { slug: { $eq: slug } } };
}

/**
 * A teacher's read of a collection for a list page or a dashboard carousel: sorted, with its image
 * field populated as a thumbnail only (the cards render nothing larger).
 */
export function thumbnailListRequest(path: ContentPath, { filters, sort, image }: { filters?: StrapiQuery; sort: string; image: string }): ContentQuery {
  return { path, params: { ...(filters && { filters }), sort, populate: image, imageFormats: THUMBNAIL_FORMAT }, role: 'teacher' };
}

/** A teacher's read of one entry of a collection by its slug, with what its page shows. */
export function bySlugRequest(path: ContentPath, slug: string, populate: StrapiQuery[string]): ContentQuery {
  return { path, params: { ...slugFilter(slug), populate }, role: 'teacher' };
}

/** Detail calls filter a collection by slug and read data[0]; null when nothing matched. */
export function firstOrNull<T>(response: ListResponse<T>): T | null {
  return response.data[0] ?? null;
}
