import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_GLOBAL, takeEarlyRequest } from './earlyResponses';
import { createHttpClient } from './httpClient';

const BASE = 'http://content.test';
const scope = globalThis as Record<string, unknown>;

/** What the HTML's inline script leaves behind (packages/static-server/src/earlySession.ts). */
function sentEarly(url: string, bearer: string | null, body: unknown) {
  const requests = (scope[EARLY_REQUESTS_GLOBAL] ??= {}) as Record<string, unknown>;
  requests[url] = { bearer, response: Promise.resolve(Response.json(body)) };
}

afterEach(() => {
  delete scope[EARLY_REQUESTS_GLOBAL];
  vi.unstubAllGlobals();
});

describe('early requests of the HTML', () => {
  it('are adopted once, for the same address and token, instead of asking again', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ from: 'network' })));
    vi.stubGlobal('fetch', fetchMock);
    sentEarly(`${BASE}/api/users/me?populate=x`, 'abc', { from: 'html' });
    const client = createHttpClient({ baseUrl: () => BASE, token: () => 'abc' });

    expect((await client.get('/api/users/me', { params: { populate: 'x' } })).data).toEqual({ from: 'html' });
    expect(fetchMock).not.toHaveBeenCalled();
    // A second load is a new question.
    expect((await client.get('/api/users/me', { params: { populate: 'x' } })).data).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not adopted with another token (renewed meanwhile) or for a write', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ from: 'network' })));
    vi.stubGlobal('fetch', fetchMock);
    sentEarly(`${BASE}/api/users/me`, 'old', { from: 'html' });
    sentEarly(`${BASE}/api/opslaan`, 'abc', { from: 'html' });
    const client = createHttpClient({ baseUrl: () => BASE, token: () => 'abc' });

    expect((await client.get('/api/users/me')).data).toEqual({ from: 'network' });
    expect((await client.put('/api/opslaan', {})).data).toEqual({ from: 'network' });
    expect(takeEarlyRequest(`${BASE}/api/users/me`, 'old')).toBeNull();
  });

  it('fail as unanswered when the early request got no answer', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const requests = (scope[EARLY_REQUESTS_GLOBAL] = {}) as Record<string, unknown>;
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    requests[`${BASE}/api/global-setting`] = { bearer: null, response: failed };
    const client = createHttpClient({ baseUrl: () => BASE, token: () => null });

    await expect(client.get('/api/global-setting', { skipAuth: true })).rejects.toMatchObject({ kind: 'unanswered' });
  });
});
