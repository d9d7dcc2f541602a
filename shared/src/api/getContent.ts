import { apiClient } from './client';
import type { ContentQuery } from './contentQuery';

/**
 * Sends one defined content-service read (an object of an `api/*Requests.ts` file, which the
 * content service's contract test runs), with the token only when a teacher sends it.
 */
export async function getContent<T>(query: ContentQuery, signal?: AbortSignal): Promise<T> {
  const { data } = await apiClient.get<T>(query.path, { params: query.params, skipAuth: query.role === 'visitor', signal });
  return data;
}
