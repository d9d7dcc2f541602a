import { getRuntimeConfig, sessionAccessToken } from '@doorloopjes/runtime';

/**
 * A request to the assistant service. Not through the shared apiClient: that one is bound to the
 * content service. The service checks the same Bearer jwt against the content service, so it is
 * renewed first when it is about to run out (the session's one renewal, shared with apiClient).
 */
export async function assistantFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = await sessionAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${getRuntimeConfig().assistantUrl}${path}`, { ...init, headers });
}

/** The body as JSON, or undefined when it is missing or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

export function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
