import { getRuntimeConfig } from '../config/runtimeConfig';
import { clearPersonalData } from '../offline/clearPersonalData';
import { isAuthFailure } from './errors';
import { ApiError, createHttpClient, type HttpClient } from './httpClient';
import { createSessionRenewal } from './sessionRenewal';
import { getRefreshToken, getToken, removeToken } from './token';
import { isTokenExpiring } from './tokenClaims';

// Read per request: the runtime config is loaded after this module is evaluated.
const baseUrl = () => getRuntimeConfig().contentUrl;

/** The session's own calls (refresh, logout): no stored token, no error hook (sessionRenewal.ts). */
const sessionRenewal = createSessionRenewal(createHttpClient({ baseUrl, token: () => null }));

/**
 * The one content-service client of the platform. It is part of the federated `@doorloopjes/runtime`
 * singleton, so the shell and every remote share it (and its one session renewal).
 */
export const apiClient: HttpClient = createHttpClient({
  baseUrl,
  token: getToken,
  session: { isExpiring: isTokenExpiring, renew: (stale) => sessionRenewal.renew(stale) },
  onError: (error) => {
    // Only a refusal of the token itself means it is no longer valid: a public call sent without
    // it (skipAuth) may be refused for other reasons. When the session has ended (a 401 reaches
    // here only after the refresh token was refused too), what was kept on the device goes too.
    if (error.config.skipAuth !== true && isAuthFailure(error)) {
      removeToken();
      void clearPersonalData();
    }
  },
});

/**
 * The access token for a call that does not go through `apiClient` (the assistant service checks
 * it with the content service): renewed first when it is about to run out. Null without a session.
 */
export async function sessionAccessToken(): Promise<string | null> {
  const token = getToken();
  if (token && isTokenExpiring(token)) await sessionRenewal.renew(token);
  return getToken();
}

/**
 * Ends the stored session on the content service (this one, or with 'all' every session of the
 * account on every device). Call it before the tokens are forgotten locally. Resolves whether the
 * service confirmed it; without a network it cannot, and this device's tokens still go.
 */
export function endSessionOnServer(scope: 'this' | 'all'): Promise<boolean> {
  return sessionRenewal.end({ jwt: getToken(), refreshToken: getRefreshToken() }, scope);
}

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
