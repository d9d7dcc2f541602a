import { apiClient } from './client';
import type { ContentQuery } from './contentQuery';

/** Sends one defined content-service read, with the token only when a teacher sends it. */
export async function getContent<T>(query: ContentQuery): Promise<T> {
  const { data } = await apiClient.get<T>(query.path, { params: query.params, skipAuth: query.role === 'visitor' });
  return data;
}
