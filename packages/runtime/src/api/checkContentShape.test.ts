import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkContentShape } from './checkContentShape';
import type { ContentQuery } from './contentQuery';

const webinars: ContentQuery = { path: '/api/digidates', params: { fields: ['title', 'event_date'] }, role: 'visitor' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('checkContentShape', () => {
  it('says in the console which request answered with a field the content type does not have', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const problems = checkContentShape(webinars, { data: [{ id: 1, title: 'Rekenen live', publication_date: '2026-01-01' }] });
    expect(problems).toHaveLength(1);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![0]).toMatch(/^\[inhoud\] GET \/api\/digidates\?fields=title&fields=event_date: het antwoord past niet bij de content types: .*publication_date/);
  });

  it('says nothing about an answer that fits; a known field of the wrong type is a problem too', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checkContentShape(webinars, { data: [{ id: 1, title: 'Rekenen live', event_date: '2026-10-01T15:00:00.000Z' }] })).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    expect(checkContentShape(webinars, { data: [{ id: 1, title: 42 }] })).toHaveLength(1);
  });
});
