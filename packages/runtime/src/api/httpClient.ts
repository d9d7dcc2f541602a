import { takeEarlyRequest } from './earlyResponses';
import { strapiQuery, type StrapiQuery } from './strapiQuery';

/**
 * The content service's HTTP client: a thin layer over the browser's `fetch`. Written here rather
 * than taken from a library because every page loads it (the landing page too) and what the
 * platform needs of it is small: a base URL, a query string, a JSON body, a Bearer token and one
 * error type that says whether the server answered. axios did that for 35 kB gzip; this is < 1 kB.
 */

export interface RequestConfig {
  /** The query string, built by the one Strapi query helper. */
  params?: StrapiQuery;
  /** Send the request without the Bearer token (public calls such as the global settings). */
  skipAuth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (a report sent while the page is being hidden or closed). */
  keepalive?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** Response headers by lower-case name. */
  headers: Record<string, string>;
}

/**
 * How a request failed: cancelled by its signal, never answered (offline, server down, blocked),
 * or answered with an error status (the status is in `response`).
 */
export type ApiErrorKind = 'canceled' | 'unanswered' | 'refused';

/** What a request ended in when the server refused it, or did not answer at all. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The server's answer; undefined when there was none. */
  readonly response: ApiResponse<unknown> | undefined;
  readonly config: RequestConfig;

  constructor(message: string, kind: ApiErrorKind, config: RequestConfig = {}, response?: ApiResponse<unknown>) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.config = config;
    this.response = response;
  }
}

export interface HttpClientOptions {
  /** Read per request: the runtime config is loaded after this module is evaluated. */
  baseUrl: () => string;
  /** The token to send, if any. */
  token: () => string | null;
  /** Called with every failed request before it is thrown (e.g. to end a refused session). */
  onError?: (error: ApiError) => void;
  /**
   * Keeps the token fresh: a token about to run out is renewed before the request, and a request
   * refused with 401 is sent once more after a renewal. While the renewal gets no answer the
   * request fails as unanswered (kind 'unanswered'), so an offline session is kept, not ended.
   */
  session?: {
    isExpiring(token: string): boolean;
    renew(staleToken: string): Promise<'renewed' | 'ended' | 'unreachable'>;
  };
}

export interface HttpClient {
  get<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
}

/** JSON when the body is JSON, the text otherwise, null when empty. */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
}

export function createHttpClient({ baseUrl, token, onError, session }: HttpClientOptions): HttpClient {
  const unanswered = (config: RequestConfig, cause?: unknown): ApiError => {
    const aborted = config.signal?.aborted === true;
    const error = new ApiError(aborted ? 'canceled' : 'Network Error', aborted ? 'canceled' : 'unanswered', config);
    error.cause = cause;
    onError?.(error);
    return error;
  };

  /**
   * The token to send: renewed first when it is about to run out. When the renewal gets no
   * answer, the server judges the old one. When the refresh token is refused, the session was
   * ended on the server (logout elsewhere, a password change): the request fails as refused
   * (401) at once, even if the access token had a few minutes left.
   */
  async function bearerFor(config: RequestConfig): Promise<{ bearer: string | null; renewed: boolean }> {
    const bearer = config.skipAuth ? null : token();
    if (!bearer || !session?.isExpiring(bearer)) return { bearer, renewed: false };
    const outcome = await session.renew(bearer);
    if (outcome === 'ended') {
      const error = new ApiError('Session ended', 'refused', config, { data: null, status: 401, headers: {} });
      onError?.(error);
      throw error;
    }
    return { bearer: token() ?? bearer, renewed: outcome === 'renewed' };
  }

  async function send<T>(method: string, url: string, body: unknown, config: RequestConfig = {}): Promise<ApiResponse<T>> {
    const query = config.params ? strapiQuery(config.params) : '';
    const target = `${baseUrl()}${url}${query ? (url.includes('?') ? '&' : '?') + query : ''}`;
    const fetchWith = async (bearer: string | null): Promise<Response> => {
      const headers: Record<string, string> = { Accept: 'application/json', ...config.headers };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      try {
        // The page's HTML may have sent this read already (earlyResponses.ts).
        const early = method === 'GET' && !config.signal ? takeEarlyRequest(target, bearer) : null;
        if (early) return await early;
        return await fetch(target, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: config.signal, keepalive: config.keepalive });
      } catch (cause) {
        throw unanswered(config, cause);
      }
    };
    const { bearer, renewed } = await bearerFor(config);
    let response = await fetchWith(bearer);
    // Refused with a token that was not just renewed: renew once and send again.
    if (response.status === 401 && bearer && session && !renewed) {
      const outcome = await session.renew(bearer);
      if (outcome === 'unreachable') throw unanswered(config);
      if (outcome === 'renewed') response = await fetchWith(token());
    }
    const answer: ApiResponse<T> = { data: parseBody(await response.text()) as T, status: response.status, headers: headersOf(response) };
    if (response.ok) return answer;
    const error = new ApiError(`Request failed with status code ${response.status}`, 'refused', config, answer);
    onError?.(error);
    throw error;
  }
  return {
    get: (url, config) => send('GET', url, undefined, config),
    delete: (url, config) => send('DELETE', url, undefined, config),
    post: (url, body, config) => send('POST', url, body, config),
    put: (url, body, config) => send('PUT', url, body, config),
  };
}
