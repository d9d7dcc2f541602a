import { sendAnalyticsEvent } from './analytics';
import { contentRequestLine, type ContentQuery, errorStatus } from '@doorloopjes/runtime';

/**
 * A content source that failed while the page goes on with what it has: never hidden. It is logged
 * with the request and the status, and reported as the analytics event `source_error` (sent only
 * with a session, like every analytics event), so a query the service refuses shows up.
 */
export function reportSourceError(query: ContentQuery, error: unknown): void {
  const request = contentRequestLine(query);
  const status = errorStatus(error) ?? null;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  console.error(`[inhoud] ${request} mislukt: ${status === null ? 'geen antwoord' : `status ${status}`}.`, error);
  void sendAnalyticsEvent({
    type: 'source_error',
    path: typeof window === 'undefined' ? undefined : window.location.pathname,
    payload: { request: request.slice(0, 1000), status, message },
  });
}

/**
 * Sends one source's read, and on failure reports it (as above) before failing the same way: for
 * a page or widget that shows its own empty or error state, so the failure is named, not only seen.
 */
export async function reportingSourceError<T>(query: ContentQuery, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    reportSourceError(query, error);
    throw error;
  }
}
