import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, api, createConfirmedUser, list, login, obj, type ApiResponse, type JsonObject } from './api';
import { adminApi, adminLogin, editEntry, editFileAlt, setRolePermission } from './admin';
import { makeToken as makeTokenOf, nowSeconds } from './tokens';

/** A users-permissions access token (refresh mode) for the user `id` names, with the other claims as given. */
const makeToken = ({ id, ...claims }: { id: number; iat: number; exp?: number; sessionId?: string }, options?: Parameters<typeof makeTokenOf>[1]) =>
  makeTokenOf({ userId: String(id), sessionId: 'test-session', type: 'access', ...claims }, options);

const LIST =
  '/api/doorloopjes?sort[0]=book:asc&sort[1]=page:asc&pagination[pageSize]=250' +
  '&populate[steps][populate]=image&populate[theme]=true&populate[digidates][populate]=image';
const DOORLOOPJE = 'api::doorloopje.doorloopje';

/**
 * A conditional GET as a browser's HTTP cache sends it. (fetch() adds `Cache-Control: no-cache`
 * to a request with If-None-Match, which rightly asks for a full answer.)
 */
function conditionalGet(path: string, token: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${inject('cmsUrl')}${path}`, { headers: { Authorization: `Bearer ${token}`, 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

const cacheState = (response: ApiResponse) => response.headers.get('x-cache');

/** Asks twice, so the second answer comes from the cache when it may. */
async function warm(path: string, token?: string): Promise<ApiResponse> {
  await api(path, { token });
  const second = await api(path, { token });
  expect(second.status).toBe(200);
  expect(cacheState(second)).toBe('HIT');
  return second;
}

let jwt = '';
let demoId = 0;
let admin = '';
let first: JsonObject;

beforeAll(async () => {
  const session = await login(DEMO.email, DEMO.password);
  jwt = session.jwt;
  demoId = Number(session.user.id);
  admin = await adminLogin();
  first = list(await api(LIST, { token: jwt }))[0];
});

describe('who gets a cached answer', () => {
  it('serves a repeated list from the cache to the same role, with the same body', async () => {
    const fresh = await api(`${LIST}&who=same`, { token: jwt });
    const hit = await api(`${LIST}&who=same`, { token: jwt });
    expect(cacheState(fresh)).toBe('MISS');
    expect(cacheState(hit)).toBe('HIT');
    expect(hit.body).toEqual(fresh.body);
  });

  it('never serves the authenticated answer without a token', async () => {
    await warm(LIST, jwt);
    const anonymous = await api(LIST);
    expect(anonymous.status).toBe(403);
  });

  it('accepts a correctly signed token (so the forged ones below fail for their flaw alone)', async () => {
    await warm(LIST, jwt);
    const signed = await api(LIST, { token: makeToken({ id: demoId, iat: nowSeconds() }) });
    expect(signed.status).toBe(200);
    expect(cacheState(signed)).toBe('HIT');
  });

  it.each([
    ['forged with another secret', () => makeToken({ id: demoId, iat: nowSeconds() }, { secret: 'guessed' })],
    ['expired', () => makeToken({ id: demoId, iat: nowSeconds() - 3600, exp: nowSeconds() - 60 })],
    ['unsigned (alg none)', () => makeToken({ id: demoId, iat: nowSeconds() }, { alg: 'none' })],
    ['for a user that does not exist', () => makeToken({ id: 987654, iat: nowSeconds() })],
    ['not a JWT at all', () => 'not-a-token'],
  ])('refuses a token %s, even with the answer cached', async (_name, token) => {
    await warm(LIST, jwt);
    const response = await api(LIST, { token: token() });
    expect(response.status).toBe(401);
    expect(cacheState(response)).not.toBe('HIT');
  });

  it('refuses a token that expires after it was accepted (verified tokens are remembered only until exp)', async () => {
    const shortLived = makeToken({ id: demoId, iat: nowSeconds(), exp: nowSeconds() + 2 });
    await warm(LIST, shortLived);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await api(LIST, { token: shortLived })).status).toBe(401);
  });

  it('refuses a user as soon as the admin blocks them', async () => {
    const user = await createConfirmedUser('cache-blocked');
    await warm(LIST, user.jwt);
    const found = obj((await adminApi(admin, `/content-manager/collection-types/plugin::users-permissions.user?filters[id][$eq]=${user.id}`)).body);
    const documentId = String(obj((found.results as JsonObject[])[0]).documentId);
    await editEntry(admin, 'plugin::users-permissions.user', documentId, { blocked: true });
    const response = await api(LIST, { token: user.jwt });
    expect(response.status).toBe(401);
  });
});

describe("a session's end reaches the cached list within the time the README's 'Sessions' states", () => {
  /** The session id an access token carries. */
  const sessionOf = (token: string) => String(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sessionId);

  it('logout, logout everywhere and a password change: refused once the access token runs out', async () => {
    const LIFE_S = 3;
    const ends: Array<[string, (user: Awaited<ReturnType<typeof createConfirmedUser>>) => Promise<ApiResponse>]> = [
      ['logout', (user) => api('/api/auth/logout', { method: 'POST', token: user.jwt, body: { refreshToken: user.refreshToken } })],
      ["'Uitloggen op alle apparaten'", (user) => api('/api/auth/logout', { method: 'POST', token: user.jwt, body: { scope: 'all' } })],
      [
        'a password change',
        (user) =>
          api('/api/auth/change-password', {
            method: 'POST',
            token: user.jwt,
            body: { currentPassword: user.password, password: 'Nieuw!2026z', passwordConfirmation: 'Nieuw!2026z' },
          }),
      ],
    ];
    const tokens = await Promise.all(
      ends.map(async ([name, end]) => {
        const user = await createConfirmedUser('cache-sessie');
        // The platform's access token for this very session, with a life of seconds instead of 15 minutes.
        const token = makeToken({ id: user.id, sessionId: sessionOf(user.jwt), iat: nowSeconds(), exp: nowSeconds() + LIFE_S });
        await warm(LIST, token);
        expect((await end(user)).status, name).toBe(200);
        return { name, token };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, (LIFE_S + 1) * 1000));
    for (const { name, token } of tokens) {
      const response = await api(LIST, { token });
      expect(response.status, name).toBe(401);
      expect(cacheState(response), name).not.toBe('HIT');
    }
  });

  it('deleting the account: refused at once', async () => {
    const user = await createConfirmedUser('cache-weg');
    await warm(LIST, user.jwt);
    expect((await api('/api/users/me', { method: 'DELETE', token: user.jwt, body: { password: user.password } })).status).toBe(200);
    expect((await api(LIST, { token: user.jwt })).status).toBe(401);
  });
});

describe('writes are visible in the next request', () => {
  it('an admin-panel edit of a guide', async () => {
    await warm(LIST, jwt);
    const title = `${String(first.title)} (bewerkt)`;
    await editEntry(admin, DOORLOOPJE, String(first.documentId), { title });
    try {
      expect(list(await api(LIST, { token: jwt }))[0].title).toBe(title);
    } finally {
      await editEntry(admin, DOORLOOPJE, String(first.documentId), { title: String(first.title) });
    }
    expect(list(await api(LIST, { token: jwt }))[0].title).toBe(first.title);
  });

  it('an edit of a related entry (the theme) shows in the guides that populate it', async () => {
    await warm(LIST, jwt);
    const theme = obj(first.theme);
    const title = `${String(theme.title)} (bewerkt)`;
    await editEntry(admin, 'api::theme.theme', String(theme.documentId), { title });
    try {
      expect(obj(list(await api(LIST, { token: jwt }))[0].theme).title).toBe(title);
    } finally {
      await editEntry(admin, 'api::theme.theme', String(theme.documentId), { title: String(theme.title) });
    }
  });

  it('a relation change (another theme for the guide)', async () => {
    await warm(LIST, jwt);
    const themes = list(await api('/api/themes', { token: jwt }));
    const other = themes.find((theme) => theme.documentId !== obj(first.theme).documentId);
    if (!other) throw new Error('the seed has one theme only');
    await editEntry(admin, DOORLOOPJE, String(first.documentId), { theme: { set: [{ documentId: String(other.documentId) }] } });
    try {
      expect(obj(list(await api(LIST, { token: jwt }))[0].theme).documentId).toBe(other.documentId);
    } finally {
      await editEntry(admin, DOORLOOPJE, String(first.documentId), { theme: { set: [{ documentId: String(obj(first.theme).documentId) }] } });
    }
  });

  it('a media library edit (alternative text of a step image)', async () => {
    await warm(LIST, jwt);
    const image = obj(obj((first.steps as JsonObject[])[0]).image);
    const alternativeText = `Nieuwe beschrijving ${Date.now()}`;
    await editFileAlt(admin, Number(image.id), alternativeText);
    const after = obj(obj((list(await api(LIST, { token: jwt }))[0].steps as JsonObject[])[0]).image);
    expect(after.alternativeText).toBe(alternativeText);
  });

  it('a permission change applies at once (the role losing find, then getting it back)', async () => {
    await warm(LIST, jwt);
    await setRolePermission(admin, 'authenticated', 'api::doorloopje', 'doorloopje', 'find', false);
    try {
      expect((await api(LIST, { token: jwt })).status).toBe(403);
    } finally {
      await setRolePermission(admin, 'authenticated', 'api::doorloopje', 'doorloopje', 'find', true);
    }
    expect((await api(LIST, { token: jwt })).status).toBe(200);
  });

  it('analytics events (sent on every page view) do not empty the cache', async () => {
    await warm(LIST, jwt);
    await api('/api/analytics-events', { method: 'POST', token: jwt, body: { data: { event_type: 'page_view', page_path: '/doorloopjes' } } });
    expect(cacheState(await api(LIST, { token: jwt }))).toBe('HIT');
  });
});

describe('headers', () => {
  it('/api/users/me is private, no-store, in every spelling of its address', async () => {
    for (const path of ['/api/users/me', '/API/users/me', '/Api/Users/Me/', '//api/users/me', '/api/./users/me', '/api/%75sers/me']) {
      const response = await api(path, { token: jwt });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('answers carry an ETag and If-None-Match gets 304', async () => {
    const warmed = await warm(LIST, jwt);
    const etag = warmed.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(await conditionalGet(LIST, jwt, String(etag))).toBe(304);
    expect(await conditionalGet(LIST, jwt, '"something-else"')).toBe(200);
  });

  it.each(['br', 'gzip'])('compresses with %s when the client accepts it', async (encoding) => {
    const response = await api(LIST, { token: jwt, headers: { 'Accept-Encoding': encoding } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(list(response).length).toBeGreaterThan(0);
  });
});

/** Every request header that changes Strapi's answer, with the value that changes it. */
const ANSWER_CHANGING = [
  ['strapi-response-format', 'v4'],
  ['strapi-encode-source-maps', 'true'],
] as const;

describe('the request log', () => {
  it('writes a line for a miss and none for a hit (hits are counted instead)', async () => {
    const marker = `log=${Date.now()}`;
    expect(cacheState(await api(`${LIST}&${marker}`, { token: jwt }))).toBe('MISS');
    expect(cacheState(await api(`${LIST}&${marker}`, { token: jwt }))).toBe('HIT');
    const lines = fs.readFileSync(path.join(inject('tmpDir'), 'strapi.log'), 'utf8').split('\n').filter((line) => line.includes(marker));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/GET .* 200$/);
  });
});

describe('attack: poisoning the cache with a header that changes the answer', () => {
  it('the test covers every header the cache lists', () => {
    const { ANSWER_CHANGING_HEADERS } = createRequire(import.meta.url)('../src/cache/routes.js') as { ANSWER_CHANGING_HEADERS: Array<{ header: string }> };
    expect(ANSWER_CHANGING_HEADERS.map(({ header }) => header).sort()).toEqual(ANSWER_CHANGING.map(([header]) => header).sort());
  });

  const roles = [
    ['a visitor', '/api/global-setting?populate=*', () => undefined],
    ['a teacher', LIST, () => jwt],
  ] as const;
  for (const [header, value] of ANSWER_CHANGING) {
    it.each(roles)(`${header}: ${value} never reaches %s asking without it`, async (_who, path, token) => {
      const url = `${path}${path.includes('?') ? '&' : '?'}poison=${header}-${Date.now()}`;
      const plain = await api(url, { token: token(), headers: { 'Cache-Control': 'no-cache' } });
      const poisoned = await api(url, { token: token(), headers: { [header]: value } });
      expect(poisoned.status).toBe(200);
      // The header really changes the answer (or this test would prove nothing).
      expect(poisoned.body).not.toEqual(plain.body);
      const next = await api(url, { token: token() });
      expect(next.body).toEqual(plain.body);
      // Each shape is cached under its own key.
      const again = await api(url, { token: token(), headers: { [header]: value } });
      expect(cacheState(again)).toBe('HIT');
      expect(again.body).toEqual(poisoned.body);
      expect(cacheState(await api(url, { token: token() }))).toBe('HIT');
    });
  }
});

describe('attack: emptying the cache without writing anything', () => {
  it.each([
    ['an anonymous POST to a route that does not exist', () => api('/api/x', { method: 'POST', body: {} })],
    ['an anonymous POST to a content type', () => api('/api/doorloopjes', { method: 'POST', body: { data: { title: 'x' } } })],
    ['an anonymous DELETE', () => api('/api/themes/whatever', { method: 'DELETE' })],
    ['a teacher\'s refused write', () => api('/api/doorloopjes', { method: 'POST', token: jwt, body: { data: { title: 'x' } } })],
    ['a failed login', () => api('/api/auth/local', { method: 'POST', body: { identifier: 'niemand@example.org', password: 'fout-wachtwoord' } })],
  ])('%s leaves the cached list in place', async (_what, attack) => {
    await warm(LIST, jwt);
    expect((await attack()).status).toBeGreaterThanOrEqual(400);
    expect(cacheState(await api(LIST, { token: jwt }))).toBe('HIT');
  });

  it('a write to another content type (a news item) leaves the guide list cached', async () => {
    const news = list(await api('/api/nieuws-items?pagination[pageSize]=1', { token: jwt }))[0];
    await warm(LIST, jwt);
    await editEntry(admin, 'api::nieuws-item.nieuws-item', String(news.documentId), { title: `${String(news.title)} ` });
    try {
      expect(cacheState(await api(LIST, { token: jwt }))).toBe('HIT');
      expect(cacheState(await api('/api/nieuws-items?pagination[pageSize]=1', { token: jwt }))).not.toBe('HIT');
    } finally {
      await editEntry(admin, 'api::nieuws-item.nieuws-item', String(news.documentId), { title: String(news.title) });
    }
  });
});
