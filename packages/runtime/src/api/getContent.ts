import { apiClient, errorStatus } from './client';
import type { ContentQuery } from './contentQuery';
import type { RequestConfig } from './httpClient';
import { markPreviewRefused, previewCredential } from './preview';

/**
 * The request of a read: as a teacher (her token) or a visitor (none), or on a preview page as the
 * preview credential asking for drafts (api/preview.ts), never with a teacher's token then.
 */
function requestFor(query: ContentQuery, credential: string | null, signal?: AbortSignal): RequestConfig {
  if (credential === null) return { params: query.params, skipAuth: query.role === 'visitor', signal };
  return { params: { ...query.params, status: 'draft' }, skipAuth: true, headers: { Authorization: `Preview ${credential}` }, signal };
}

/**
 * Sends one defined content-service read (an object of an `api/*Requests.ts` file, which the
 * content service's contract test runs), with the token only when a teacher sends it.
 */
export async function getContent<T>(query: ContentQuery, signal?: AbortSignal): Promise<T> {
  const credential = previewCredential();
  let data: T;
  try {
    ({ data } = await apiClient.get<T>(query.path, requestFor(query, credential, signal)));
  } catch (error) {
    if (credential !== null && errorStatus(error) === 401) markPreviewRefused();
    throw error;
  }
  // Development and tests check the answer's shape; the build replaces NODE_ENV, so the check
  // (and the full zod it needs) is not even a chunk of a production build.
  if (process.env.NODE_ENV !== 'production') void import('./checkContentShape').then(({ checkContentShape }) => checkContentShape(query, data));
  return data;
}
