import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentUrl, setupMswServer } from '../test/msw';
import { ApiError, apiClient, endSessionOnServer, sessionAccessToken } from './client';
import { getRefreshToken, getToken, setToken } from './token';

/** An access token as Strapi's session manager signs it (the signature is the server's business). */
function accessToken(name: string, secondsLeft: number): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = btoa(JSON.stringify({ userId: '7', sessionId: name, type: 'access', iat: Math.min(now, now + secondsLeft - 60), exp: now + secondsLeft }));
  return `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, '')}.${name}`;
}

const fresh = accessToken('vers', 900);
const refreshCalls: string[] = [];
const logoutCalls: Array<{ authorization: string | null; body: unknown }> = [];
/** What the refresh route answers next: new tokens, a refusal, or nothing at all. */
let refreshAnswer: 'tokens' | 'refused' | 'offline' = 'tokens';

const server = setupMswServer(
  http.post(contentUrl('/api/auth/refresh'), async ({ request }) => {
    const { refreshToken } = (await request.json()) as { refreshToken: string };
    refreshCalls.push(refreshToken);
    if (refreshAnswer === 'offline') return HttpResponse.error();
    if (refreshAnswer === 'refused') return HttpResponse.json({ error: { status: 401, message: 'Invalid refresh token' } }, { status: 401 });
    return HttpResponse.json({ jwt: fresh, refreshToken: `${refreshToken}+1` });
  }),
  http.post(contentUrl('/api/auth/logout'), async ({ request }) => {
    logoutCalls.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
    return HttpResponse.json({ ok: true });
  }),
  // Accepts only the renewed token, as the content service refuses an expired one.
  http.get(contentUrl('/api/users/me'), ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${fresh}` ? HttpResponse.json({ id: 7 }) : HttpResponse.json({ error: { status: 401 } }, { status: 401 }),
  ),
);

/** A session stored earlier (by a login in this or another tab). */
function setSessionTokens({ jwt, refreshToken }: { jwt: string; refreshToken: string }) {
  setToken(jwt);
  localStorage.setItem('jwt_refresh', refreshToken);
}

beforeEach(() => {
  refreshCalls.length = 0;
  logoutCalls.length = 0;
  refreshAnswer = 'tokens';
});

describe('session renewal', () => {
  it('renews a token about to run out before the request, once for every request in flight', async () => {
    setSessionTokens({ jwt: accessToken('oud', 5), refreshToken: 'r1' });
    const answers = await Promise.all([apiClient.get('/api/users/me'), apiClient.get('/api/users/me'), apiClient.get('/api/users/me')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(refreshCalls).toEqual(['r1']);
    expect(getToken()).toBe(fresh);
    expect(getRefreshToken()).toBe('r1+1');
  });

  it('renews after a 401 (a token the server no longer takes) and sends the request again', async () => {
    setSessionTokens({ jwt: accessToken('ingetrokken', 600), refreshToken: 'r1' });
    expect((await apiClient.get('/api/users/me')).data).toEqual({ id: 7 });
    expect(refreshCalls).toEqual(['r1']);
  });

  it('sends nothing when another tab renewed meanwhile (the stored token is already a new one)', async () => {
    setSessionTokens({ jwt: fresh, refreshToken: 'r2' });
    server.use(http.get(contentUrl('/api/eenmalig'), () => HttpResponse.json({ error: { status: 401 } }, { status: 401 }), { once: true }));
    server.use(http.get(contentUrl('/api/eenmalig'), () => HttpResponse.json({ ok: true })));
    // The first answer refused the token this request sent, which another tab had replaced.
    await expect(apiClient.get('/api/eenmalig')).resolves.toMatchObject({ status: 200 });
    expect(refreshCalls).toEqual([]);
  });

  it('ends the session on this device when the refresh token is refused', async () => {
    refreshAnswer = 'refused';
    setSessionTokens({ jwt: accessToken('oud', 600), refreshToken: 'ingetrokken' });
    const error = await apiClient.get('/api/users/me').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response?.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('ends the session at once when the refresh token of a token about to run out is refused (ended elsewhere)', async () => {
    refreshAnswer = 'refused';
    setSessionTokens({ jwt: accessToken('bijna-op', 5), refreshToken: 'ingetrokken' });
    const error = await apiClient.get('/api/users/me').catch((failure: unknown) => failure);
    expect((error as ApiError).response?.status).toBe(401);
    expect(getToken()).toBeNull();
  });

  it('keeps the session when the refresh gets no answer (offline): the request fails as unanswered', async () => {
    refreshAnswer = 'offline';
    const expired = accessToken('oud', -10);
    setSessionTokens({ jwt: expired, refreshToken: 'r1' });
    const error = await apiClient.get('/api/users/me').catch((failure: unknown) => failure);
    expect((error as ApiError).code).toBe(ApiError.ERR_NETWORK);
    expect(getToken()).toBe(expired);
    expect(getRefreshToken()).toBe('r1');
    // Back online: the next request renews and goes through.
    refreshAnswer = 'tokens';
    await expect(apiClient.get('/api/users/me')).resolves.toMatchObject({ status: 200 });
  });

  it('gives callers outside apiClient (the assistant) a renewed token', async () => {
    setSessionTokens({ jwt: accessToken('oud', 2), refreshToken: 'r1' });
    expect(await sessionAccessToken()).toBe(fresh);
  });
});

describe('ending sessions on the server', () => {
  it('logs this session out with its refresh token', async () => {
    const token = accessToken('nu', 600);
    setSessionTokens({ jwt: token, refreshToken: 'r1' });
    expect(await endSessionOnServer('this')).toBe(true);
    expect(logoutCalls).toEqual([{ authorization: `Bearer ${token}`, body: { refreshToken: 'r1' } }]);
  });

  it("ends every session with scope 'all', renewing an expired access token first", async () => {
    setSessionTokens({ jwt: accessToken('oud', -10), refreshToken: 'r1' });
    expect(await endSessionOnServer('all')).toBe(true);
    expect(refreshCalls).toEqual(['r1']);
    expect(logoutCalls).toEqual([{ authorization: `Bearer ${fresh}`, body: { scope: 'all' } }]);
  });

  it('reports a failure when the server cannot be reached', async () => {
    refreshAnswer = 'offline';
    setSessionTokens({ jwt: accessToken('oud', -10), refreshToken: 'r1' });
    expect(await endSessionOnServer('all')).toBe(false);
    expect(logoutCalls).toEqual([]);
  });
});
