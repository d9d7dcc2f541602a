import { type ContentQuery } from '@doorloopjes/runtime';
import { reportSourceError } from '@doorloopjes/shared';

/**
 * The landing page's rule for its public reads: one failing source never blanks the page (its
 * part stays empty, the answer becomes `fallback`), and it is never hidden either: the failure
 * is logged with its request and status and reported.
 */
export async function orFallback<T>(request: ContentQuery, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    reportSourceError(request, error);
    return fallback;
  }
}
