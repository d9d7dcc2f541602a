import axios, { AxiosError, type AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { clearPersonalData } from '../offline/clearPersonalData';
import { isAuthFailure } from './errors';
import { strapiQuery, type StrapiQuery } from './strapiQuery';
import { getToken, removeToken } from './token';

/**
 * The one axios instance of the platform. It is part of the federated `@doorloopjes/shared`
 * singleton, so the shell and every remote share it (and its interceptors).
 */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the request without the Bearer token (public calls such as the global settings). */
    skipAuth?: boolean;
  }
}

export const apiClient: AxiosInstance = axios.create({
  headers: { 'Content-Type': 'application/json' },
  // Every content-service query string goes through the one Strapi query helper.
  paramsSerializer: { serialize: (params) => strapiQuery(params as StrapiQuery) },
});

apiClient.interceptors.request.use((config) => {
  // Read per request: the runtime config is loaded after this module is evaluated.
  config.baseURL = getRuntimeConfig().contentUrl;
  const token = getToken();
  if (token && !config.skipAuth) {
    config.headers.Authorization = `Bearer ${token}`;
  }
  return config;
});

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    // Only a refusal of the token itself means it is no longer valid: a public call sent without
    // it (skipAuth) may be refused for other reasons.
    const sentToken = error instanceof AxiosError && error.config?.skipAuth !== true;
    // The session has ended: what was kept on the device for it goes too.
    if (sentToken && isAuthFailure(error)) {
      removeToken();
      void clearPersonalData();
    }
    return Promise.reject(error);
  },
);

// Classifying failures needs no client (the query layer imports them without this module).
export { errorStatus, isAuthFailure, isNetworkFailure } from './errors';

/** Strapi's error message (`error.message` in the body), if there is one. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const inner = (body as { error: unknown }).error;
  if (typeof inner === 'object' && inner !== null && 'message' in inner) {
    const message = (inner as { message: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}
