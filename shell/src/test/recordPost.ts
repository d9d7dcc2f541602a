import { contentUrl, type setupMswServer } from '@doorloopjes/runtime/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

/**
 * For tests: answers POSTs to a content-service path with `answer` and keeps the JSON body last
 * sent, so a test can check what a form sent.
 */
export function recordPost(server: ReturnType<typeof setupMswServer>, path: string, answer: JsonBodyType) {
  const sent: { body?: unknown } = {};
  server.use(
    http.post(contentUrl(path), async ({ request }) => {
      sent.body = await request.json();
      return HttpResponse.json(answer);
    }),
  );
  return sent;
}
