import { ApiError } from './httpClient';

/** What kind of failure a content-service call ended in. */

export function isAuthFailure(error: unknown): boolean {
  const status = error instanceof ApiError ? error.response?.status : undefined;
  return status === 401 || status === 403;
}

/** The request got no answer at all (offline, server down, blocked): not a refusal by the server. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'unanswered';
}

/** Pulls a status code out of any failed content-service call. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.response?.status : undefined;
}
