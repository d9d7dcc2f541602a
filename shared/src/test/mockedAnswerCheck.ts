import type { SetupServer } from 'msw/node';
import { DEFAULT_RUNTIME_CONFIG } from '../config/runtimeConfig';
import { SCHEMA_BY_PATH } from '../types/generated/contentSchemas';

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
    const schema = url.origin === new URL(DEFAULT_RUNTIME_CONFIG.contentUrl).origin && request.method === 'GET' ? SCHEMA_BY_PATH[url.pathname] : undefined;
    if (!schema || !response.ok || !response.headers.get('content-type')?.includes('json')) return;
    const body: unknown = await response.clone().json();
    const data = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
    const records = Array.isArray(data) ? data : data === null || data === undefined ? [] : [data];
    for (const record of records) {
      const result = schema.safeParse(record);
      if (!result.success) {
        problems.push(`${url.pathname}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
      }
    }
  });
  return () => problems.splice(0);
}
