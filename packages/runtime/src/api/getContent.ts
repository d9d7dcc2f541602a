import { apiClient } from './client';
import type { ContentQuery } from './contentQuery';

/**
 * Sends one defined content-service read (an object of an `api/*Requests.ts` file, which the
 * content service's contract test runs), with the token only when a teacher sends it.
 */
export async function getContent<T>(query: ContentQuery, signal?: AbortSignal): Promise<T> {
  const { data } = await apiClient.get<T>(query.path, { params: query.params, skipAuth: query.role === 'visitor', signal });
  // Development and tests check the answer's shape; the build replaces NODE_ENV, so the check
  // (and the full zod it needs) is not even a chunk of a production build.
  if (process.env.NODE_ENV !== 'production') void import('./checkContentShape').then(({ checkContentShape }) => checkContentShape(query, data));
  return data;
}
