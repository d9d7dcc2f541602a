import type { User } from '@doorloopjes/shared';
import { contentUrl } from '@doorloopjes/runtime/testing';
import recordedSettings from '@doorloopjes/runtime/testing/content/sharedRequests.globalSettingsRequest.json';
import recordedGuides from '@doorloopjes/runtime/testing/content/sharedRequests.doorloopjeListRequest.json';
import recordedUser from '@doorloopjes/runtime/testing/content/sharedRequests.meRequest.json';
import { http, HttpResponse } from 'msw';

/** The teacher the session store loads after a successful login in tests, as the seeded service answers. */
// A JSON import widens the role's literal union to string; the recorded answer is the service's own.
export const TEST_USER = recordedUser as User;

/** The three initial loads of the session store (settings, user, list), recorded from the seeded service. */
export const sessionHandlers = [
  http.get(contentUrl('/api/global-setting'), () => HttpResponse.json(recordedSettings)),
  http.get(contentUrl('/api/users/me'), () => HttpResponse.json(recordedUser)),
  http.get(contentUrl('/api/doorloopjes'), () => HttpResponse.json(recordedGuides)),
];

/** Strapi's error body. */
export function strapiError(status: number, message: string) {
  return HttpResponse.json({ data: null, error: { status, name: status === 404 ? 'NotFoundError' : 'ValidationError', message } }, { status });
}
