import type { ListResponse } from '@doorloopjes/shared';

/**
 * Query strings are built as URLSearchParams so repeated keys go out exactly as the content
 * calls write them (`populate=image&populate=experts.photo`), not axios' `populate[]=` form.
 */
export function query(entries: Array<[string, string]>): URLSearchParams {
  return new URLSearchParams(entries);
}

export function slugFilter(slug: string): [string, string] {
  return ['filters[slug][$eq]', slug];
}

/** Detail calls filter a collection by slug and read data[0]; null when nothing matched. */
export function firstOrNull<T>(response: ListResponse<T>): T | null {
  return response.data[0] ?? null;
}
