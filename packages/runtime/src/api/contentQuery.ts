import { strapiQuery, type StrapiQuery } from './strapiQuery';

/** Who sends a read: a visitor without a token, or a logged-in teacher. */
export type ContentRole = 'visitor' | 'teacher';

/**
 * One read a frontend sends to the content service, defined once: the fetcher sends it, a failure
 * report names it, and the content service's contract test runs it against the seeded service as
 * `role`, so a query the service refuses fails a test instead of a visitor's screen.
 */
export interface ContentQuery {
  path: `/api/${string}`;
  params?: StrapiQuery;
  role: ContentRole;
}

/** The request as it goes over the wire, for logs and reports: `GET /api/x?fields=title`. */
export function contentRequestLine({ path, params }: ContentQuery): string {
  const query = params ? strapiQuery(params) : '';
  return query ? `GET ${path}?${query}` : `GET ${path}`;
}
