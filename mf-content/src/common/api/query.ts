import type { ListResponse } from '@doorloopjes/shared';

/** The filter of a detail call: one entry of a collection by its slug. */
export function slugFilter(slug: string) {
  return { filters: { slug: { $eq: slug } } };
}

/** Detail calls filter a collection by slug and read data[0]; null when nothing matched. */
export function firstOrNull<T>(response: ListResponse<T>): T | null {
  return response.data[0] ?? null;
}
