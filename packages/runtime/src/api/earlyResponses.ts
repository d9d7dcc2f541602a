/**
 * Requests a logged-in page's HTML started before any of the platform's scripts (the static
 * server's inline script, packages/static-server/src/earlySession.ts): the session's loads, sent with the
 * stored token from the first bytes of the page instead of after the boot chain. The runtime's
 * HTTP client adopts such a request once, for the same address and token, instead of sending it
 * again; any other request (another token after a renewal, a second load) goes out as usual.
 */

/** The global the inline script fills: absolute address -> the token it sent (null: none) and its fetch. */
export const EARLY_REQUESTS_GLOBAL = '__doorloopjesEarlyRequests';

interface EarlyRequest {
  bearer: string | null;
  response: Promise<Response>;
}

function pending(): Record<string, EarlyRequest | undefined> | null {
  const value: unknown = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  return typeof value === 'object' && value !== null ? (value as Record<string, EarlyRequest | undefined>) : null;
}

/** The early request of `url` with `bearer`, taken (a response is read once); null when there is none. */
export function takeEarlyRequest(url: string, bearer: string | null): Promise<Response> | null {
  const requests = pending();
  const request = requests?.[url];
  if (!requests || !request) return null;
  delete requests[url];
  return request.bearer === bearer && request.response instanceof Promise ? request.response : null;
}
