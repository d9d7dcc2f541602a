import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentUrl } from './msw';
import { watchMockedAnswers } from './mockedAnswerCheck';

// A server of its own: setupMswServer would fail this file's deliberately wrong answers.
const server = setupServer(
  http.get(contentUrl('/api/digidates'), ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    if (kind === 'renamed') return HttpResponse.json({ data: [{ id: 1, title: 'Webinar', publication_date: '2026-01-01' }] });
    if (kind === 'no-id') return HttpResponse.json({ data: [{ title: 'Webinar' }] });
    return HttpResponse.json({ data: [{ id: 1, title: 'Webinar', event_date: '2026-10-01T15:00:00Z', has_taken_place: false }] });
  }),
);
const problems = watchMockedAnswers(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function answer(kind: string): Promise<string[]> {
  await fetch(contentUrl(`/api/digidates?kind=${kind}`)).then((response) => response.json());
  await new Promise((resolve) => setTimeout(resolve, 20));
  return problems();
}

describe('watchMockedAnswers', () => {
  it('accepts an answer the content service could give', async () => {
    expect(await answer('valid')).toEqual([]);
  });

  it('reports a field the content type does not have', async () => {
    expect(await answer('renamed')).toEqual([expect.stringMatching(/^\/api\/digidates: .*publication_date/)]);
  });

  it('reports an entry without its id', async () => {
    expect(await answer('no-id')).toEqual([expect.stringMatching(/^\/api\/digidates: id /)]);
  });
});
