import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { apiClient, type ContentQuery, setToken } from '@doorloopjes/runtime';
import { reportingSourceError, reportSourceError } from './reportSourceError';

const events: unknown[] = [];
setupMswServer(
  http.get(contentUrl('/api/digidates'), () => HttpResponse.json({ error: { status: 400, message: 'Invalid key publication_date' } }, { status: 400 })),
  http.post(contentUrl('/api/analytics-events'), async ({ request }) => {
    events.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
);

const refused: ContentQuery = { path: '/api/digidates', params: { fields: ['title', 'publication_date'] }, role: 'visitor' };

async function refusal(): Promise<unknown> {
  return apiClient.get(refused.path, { params: refused.params, skipAuth: true }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

afterEach(() => {
  events.length = 0;
  vi.restoreAllMocks();
});

describe('reportSourceError', () => {
  it('logs the refused request with its query string and status', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportSourceError(refused, await refusal());
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![0]).toBe('[inhoud] GET /api/digidates?fields=title&fields=publication_date mislukt: status 400.');
  });

  it('reports it as source_error with the request and status when there is a session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setToken('abc');
    reportSourceError(refused, await refusal());
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({
      data: {
        type: 'source_error',
        path: '/',
        payload: { request: 'GET /api/digidates?fields=title&fields=publication_date', status: 400, message: expect.stringContaining('400') },
      },
    });
  });

  it('reportingSourceError reports a failing read and fails the same way; a read that works passes through', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await refusal();
    await expect(reportingSourceError(refused, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(log.mock.calls[0]![0]).toBe('[inhoud] GET /api/digidates?fields=title&fields=publication_date mislukt: status 400.');
    await expect(reportingSourceError(refused, () => Promise.resolve('antwoord'))).resolves.toBe('antwoord');
    expect(log).toHaveBeenCalledOnce();
  });

  it('says when there was no answer at all', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportSourceError({ path: '/api/artikels', role: 'visitor' }, new TypeError('Failed to fetch'));
    expect(log.mock.calls[0]![0]).toBe('[inhoud] GET /api/artikels mislukt: geen antwoord.');
  });
});
