import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contentUrl, setupMswServer } from '../test/msw';
import { ApiError, apiClient } from './client';
import { isNetworkFailure } from './errors';
import { getToken, setToken } from './token';

const seen: Array<string | null> = [];
setupMswServer(
  http.get(contentUrl('/api/prive'), ({ request }) => {
    seen.push(request.headers.get('Authorization'));
    return HttpResponse.json({ error: { status: 401 } }, { status: 401 });
  }),
  http.get(contentUrl('/api/verboden'), () => HttpResponse.json({ error: { status: 403 } }, { status: 403 })),
  http.get(contentUrl('/api/kapot'), () => HttpResponse.json({ error: { status: 500 } }, { status: 500 })),
  http.get(contentUrl('/api/zoek'), ({ request }) => HttpResponse.json({ query: new URL(request.url).search })),
  http.post(contentUrl('/api/opslaan'), async ({ request }) =>
    HttpResponse.json({ type: request.headers.get('Content-Type'), body: await request.json() }, { status: 201 }),
  ),
  http.get(contentUrl('/api/weg'), () => HttpResponse.error()),
  http.get(contentUrl('/api/traag'), () => new Promise(() => undefined)),
);

describe('apiClient', () => {
  it('sends the stored token as a Bearer header', async () => {
    setToken('abc');
    await expect(apiClient.get('/api/prive')).rejects.toThrow();
    expect(seen.at(-1)).toBe('Bearer abc');
  });

  it.each(['/api/prive', '/api/verboden'])('drops the token when %s refuses it', async (path) => {
    setToken('abc');
    await expect(apiClient.get(path)).rejects.toThrow();
    expect(getToken()).toBeNull();
  });

  it('keeps the token on other failures', async () => {
    setToken('abc');
    await expect(apiClient.get('/api/kapot')).rejects.toThrow();
    expect(getToken()).toBe('abc');
  });

  it('keeps the token when a call made without it (skipAuth) is refused', async () => {
    setToken('abc');
    await expect(apiClient.get('/api/prive', { skipAuth: true })).rejects.toThrow();
    expect(seen.at(-1)).toBeNull();
    expect(getToken()).toBe('abc');
  });

  it('builds the query string with the Strapi query helper and parses the JSON answer', async () => {
    const { data, status } = await apiClient.get<{ query: string }>('/api/zoek', { params: { filters: { slug: { $eq: 'a b' } }, populate: ['x', 'y'] } });
    expect(status).toBe(200);
    expect(data.query).toBe('?filters[slug][$eq]=a%20b&populate=x&populate=y');
  });

  it('sends a body as JSON', async () => {
    const { data, status } = await apiClient.post<{ type: string; body: unknown }>('/api/opslaan', { data: { titel: 'Les' } });
    expect(status).toBe(201);
    expect(data).toEqual({ type: 'application/json', body: { data: { titel: 'Les' } } });
  });

  it('rejects a refusal with the status and the body of the answer', async () => {
    const error: unknown = await apiClient.get('/api/kapot').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response).toMatchObject({ status: 500, data: { error: { status: 500 } } });
    expect(isNetworkFailure(error)).toBe(false);
  });

  it('tells a request that got no answer from a refusal', async () => {
    const error: unknown = await apiClient.get('/api/weg').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response).toBeUndefined();
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('a cancelled request is not a network failure', async () => {
    const controller = new AbortController();
    const pending = apiClient.get('/api/traag', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    const error = await pending;
    expect((error as ApiError).kind).toBe('canceled');
    expect(isNetworkFailure(error)).toBe(false);
  });
});
