import { contentUrl } from '@doorloopjes/shared/testing';
import { http, HttpResponse } from 'msw';

/** The demo user the session store loads after a successful login in tests. */
export const TEST_USER = { id: 7, email: 'juf@school.nl', username: 'juf@school.nl', fullName: 'Juf Test' };

/** The three initial loads of the session store (settings, user, list). */
export const sessionHandlers = [
  http.get(contentUrl('/api/global-setting'), () => HttpResponse.json({ data: { id: 1, siteTitle: 'Doorloopjes' } })),
  http.get(contentUrl('/api/users/me'), () => HttpResponse.json(TEST_USER)),
  http.get(contentUrl('/api/doorloopjes'), () => HttpResponse.json({ data: [] })),
];

/** Strapi's error body. */
export function strapiError(status: number, message: string) {
  return HttpResponse.json({ data: null, error: { status, name: status === 404 ? 'NotFoundError' : 'ValidationError', message } }, { status });
}
