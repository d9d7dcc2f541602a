import type { Artikel, Blocks, Digidate, Explainer } from '@doorloopjes/shared';
import { contentUrl } from '@doorloopjes/runtime/testing';

export { setupMswServer } from '@doorloopjes/runtime/testing';
import { http, HttpResponse } from 'msw';

/** A Strapi list answer. */
export function list<T>(data: T[]) {
  return HttpResponse.json({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });
}

/**
 * Answers with a list the seeded content service gave (`@doorloopjes/runtime/testing/content/*.json`)
 * in the reverse of the service's order, so a test proves the page orders it itself.
 */
export function reversed<T extends { data: readonly unknown[] }>(answer: T) {
  return HttpResponse.json({ ...answer, data: [...answer.data].reverse() });
}

/** Titles of recorded entries ordered by a date string, worked out here rather than with the page's own ordering. */
export function titlesByDate<T extends { title: string }>(entries: readonly T[], dateOf: (entry: T) => string, direction: 'newest' | 'oldest'): string[] {
  const sign = direction === 'newest' ? -1 : 1;
  return [...entries].sort((a, b) => sign * dateOf(a).localeCompare(dateOf(b))).map((entry) => entry.title);
}

export function serverError() {
  return HttpResponse.json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }, { status: 500 });
}

/**
 * A GET handler on a content-service collection that records each request's query string, so tests
 * can check the exact call as well as what the page made of the answer.
 */
export function collection(path: string, answer: (url: URL) => Response | Promise<Response>) {
  const calls: URL[] = [];
  const handler = http.get(contentUrl(path), ({ request }) => {
    const url = new URL(request.url);
    calls.push(url);
    return answer(url);
  });
  return { handler, calls };
}

export const paragraph = (text: string): Blocks[number] => ({ type: 'paragraph', children: [{ type: 'text', text }] });

// Builders for the unit tests of the page's own logic (ordering, snippets), which need dates and
// texts the seed does not hold; component tests answer with the recorded answers instead.
export function webinar(overrides: Partial<Digidate> & Pick<Digidate, 'id' | 'title'>): Digidate {
  return {
    slug: overrides.title.toLowerCase().replace(/\s+/g, '-'),
    event_date: '2026-06-01T14:00:00.000Z',
    has_taken_place: false,
    ...overrides,
  };
}

export function artikel(overrides: Partial<Artikel> & Pick<Artikel, 'id' | 'title'>): Artikel {
  return { slug: overrides.title.toLowerCase().replace(/\s+/g, '-'), publication_date: '2026-01-10', ...overrides };
}

export function explainer(overrides: Partial<Explainer> & Pick<Explainer, 'id' | 'title'>): Explainer {
  return { slug: overrides.title.toLowerCase().replace(/\s+/g, '-'), createdAt: '2026-01-10T10:00:00.000Z', ...overrides };
}
