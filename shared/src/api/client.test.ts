import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contentUrl, setupMswServer } from '../test/msw';
import { apiClient } from './client';
import { getToken, setToken } from './token';

const seen: Array<string | null> = [];
setupMswServer(
  http.get(contentUrl('/api/prive'), ({ request }) => {
    seen.push(request.headers.get('Authorization'));
    return HttpResponse.json({ error: { status: 401 } }, { status: 401 });
  }),
  http.get(contentUrl('/api/verboden'), () => HttpResponse.json({ error: { status: 403 } }, { status: 403 })),
  http.get(contentUrl('/api/kapot'), () => HttpResponse.json({ error: { status: 500 } }, { status: 500 })),
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
});
