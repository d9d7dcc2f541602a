import type { SetupServer } from 'msw/node';
import { DEFAULT_RUNTIME_CONFIG } from '../config/runtimeConfig';
import { contentShapeProblems } from '@doorloopjes/content-types/contentShape';

/**
 * Checks every successful JSON answer a test's MSW server gives for a content-service read
 * against the schema generated from the content types (strict: no field the type lacks): a hand-written answer with a field the
 * service does not have, or a wrong type, fails the test instead of passing for a product that
 * would break. Returns the problems found since the last call.
 */
export function watchMockedAnswers(server: SetupServer): () => string[] {
  const problems: string[] = [];
  server.events.on('response:mocked', async ({ request, response }) => {
    const url = new URL(request.url);
    const isContentRead = url.origin === new URL(DEFAULT_RUNTIME_CONFIG.contentUrl).origin && request.method === 'GET';
    if (!isContentRead || !response.ok || !response.headers.get('content-type')?.includes('json')) return;
    problems.push(...contentShapeProblems(url.pathname, await response.clone().json()));
  });
  return () => problems.splice(0);
}
