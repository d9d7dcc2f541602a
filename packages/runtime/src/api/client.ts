import { getRuntimeConfig } from '../config/runtimeConfig';
import { clearPersonalData } from '../offline/clearPersonalData';
import { isAuthFailure } from './errors';
import { ApiError, createHttpClient, type HttpClient } from './httpClient';
import { getToken, removeToken } from './token';

/**
 * The one content-service client of the platform. It is part of the federated `@doorloopjes/runtime`
 * singleton, so the shell and every remote share it.
 */
export const apiClient: HttpClient = createHttpClient({
  // Read per request: the runtime config is loaded after this module is evaluated.
  baseUrl: () => getRuntimeConfig().contentUrl,
  token: getToken,
  onError: (error) => {
    // Only a refusal of the token itself means it is no longer valid: a public call sent without
    // it (skipAuth) may be refused for other reasons. When the session has ended, what was kept
    // on the device for it goes too.
    if (error.config.skipAuth !== true && isAuthFailure(error)) {
      removeToken();
      void clearPersonalData();
    }
  },
});

export { ApiError, type ApiResponse, type HttpClient, type RequestConfig } from './httpClient';

// Classifying failures needs no client (the query layer imports them without this module).
export { errorStatus, isAuthFailure, isNetworkFailure } from './errors';

/** Strapi's error message (`error.message` in the body), if there is one. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const inner = (body as { error: unknown }).error;
  if (typeof inner === 'object' && inner !== null && 'message' in inner) {
    const message = (inner as { message: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}
