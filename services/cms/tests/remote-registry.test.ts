import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, arr, DEMO, login, obj, type JsonObject } from './api';
import { adminLogin } from './admin';
import { localDeployToken, teamDeployToken } from './control-plane';
import { federationManifest, SHELL_SINGLETONS, startManifestServer } from './manifest-server';

const CONTENT_EXPOSES = ['routes', 'FeaturedCarousel', 'NewsCarousel'];
const version = (label: string) => `1.0.0-${label}.${Date.now()}`;

let server: Awaited<ReturnType<typeof startManifestServer>>;
let token: string;

beforeAll(async () => {
  token = localDeployToken();
  server = await startManifestServer({
    '/good/mf-manifest.json': JSON.stringify(federationManifest('mf_content', CONTENT_EXPOSES, SHELL_SINGLETONS)),
    '/garbage/mf-manifest.json': JSON.stringify({ hello: 'world' }),
    '/not-json/mf-manifest.json': '<html>oeps</html>',
    '/wrong-scope/mf-manifest.json': JSON.stringify(federationManifest('mf_cluster', CONTENT_EXPOSES, SHELL_SINGLETONS)),
    '/missing-module/mf-manifest.json': JSON.stringify(federationManifest('mf_content', ['routes', 'FeaturedCarousel'], SHELL_SINGLETONS)),
    '/old-react/mf-manifest.json': JSON.stringify(federationManifest('mf_content', CONTENT_EXPOSES, { ...SHELL_SINGLETONS, react: '18.3.1' })),
    '/new-router/mf-manifest.json': JSON.stringify(federationManifest('mf_content', CONTENT_EXPOSES, { ...SHELL_SINGLETONS, 'react-router': '8.0.0' })),
    '/new-runtime/mf-manifest.json': JSON.stringify(federationManifest('mf_content', CONTENT_EXPOSES, { ...SHELL_SINGLETONS, '@doorloopjes/runtime': '2.0.0' })),
  }, inject('manifestPort'));
});
afterAll(() => server.stop());

/** `auth` null: no Authorization header at all. */
const register = (body: JsonObject, auth: string | null = token) => api('/api/remote-releases', { method: 'POST', token: auth ?? undefined, body });
const registry = (environment: string, headers: Record<string, string> = {}) => api(`/api/remote-registry/${environment}`, { headers });
const put = (environment: string, remote: string, body: JsonObject, auth: string | null = token) =>
  api(`/api/remote-registry/${environment}/${remote}`, { method: 'PUT', token: auth ?? undefined, body });
const history = (environment: string) => api(`/api/remote-registry/${environment}/history`, { token });
const errorMessage = (body: unknown) => String(obj(obj(body as JsonObject).error).message);

async function registered(label: string): Promise<string> {
  const v = version(label);
  const response = await register({ remote: 'content', version: v, manifest: server.url('/good/mf-manifest.json') });
  expect(response.status).toBe(201);
  return v;
}

describe('POST /api/remote-releases', () => {
  it('registers a release and records what the manifest itself says', async () => {
    const v = version('ok');
    const response = await register({ remote: 'mf-content', version: v, manifest: server.url('/good/mf-manifest.json') });
    expect(response.status).toBe(201);
    const data = obj(obj(response.body).data);
    expect(data).toMatchObject({ remote: 'content', version: v, manifest: server.url('/good/mf-manifest.json'), registeredBy: expect.stringMatching(/^token:/) });
    expect(data.exposes).toEqual(CONTENT_EXPOSES);
    expect(obj(data.shared).react).toBe('19.2.0');
    expect(data.createdAt).toEqual(expect.any(String));

    const lookup = await api(`/api/remote-releases/content/${v}`);
    expect(lookup.status).toBe(200);
    expect(obj(obj(lookup.body).data).manifest).toBe(server.url('/good/mf-manifest.json'));
  });

  it('refuses the same version twice', async () => {
    const v = await registered('dup');
    const again = await register({ remote: 'content', version: v, manifest: server.url('/good/mf-manifest.json') });
    expect(again.status).toBe(409);
    expect(errorMessage(again.body)).toContain(v);
  });

  it.each([
    ['/garbage/mf-manifest.json', /geen Module Federation-manifest/],
    ['/not-json/mf-manifest.json', /geen Module Federation-manifest/],
    ['/wrong-scope/mf-manifest.json', /'mf_cluster'.*niet de scope.*'mf_content'/],
    ['/missing-module/mf-manifest.json', /'NewsCarousel' ontbreekt/],
    ['/old-react/mf-manifest.json', /singleton 'react' .*18\.3\.1.*major 19/],
    ['/new-router/mf-manifest.json', /singleton 'react-router' .*8\.0\.0.*major 7/],
    ['/new-runtime/mf-manifest.json', /singleton '@doorloopjes\/runtime' .*2\.0\.0.*major 1/],
    ['/absent/mf-manifest.json', /HTTP 404/],
  ])('refuses %s with 422 and a message naming the problem', async (path, message) => {
    const v = version('bad');
    const response = await register({ remote: 'content', version: v, manifest: server.url(path) });
    expect(response.status).toBe(422);
    expect(errorMessage(response.body)).toMatch(message);
    expect((await api(`/api/remote-releases/content/${v}`)).status).toBe(404);
  });

  it('attack: two identical registrations at the same instant register once, the other gets a clear 409', async () => {
    const body = { remote: 'content', version: version('race'), manifest: server.url('/good/mf-manifest.json') };
    const answers = await Promise.all([register(body), register(body), register(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((each) => each.status === 409)) expect(errorMessage(answer.body)).toContain('is al geregistreerd');
  });

  it('attack: probes of internal addresses all get the same generic answer, nothing about what is behind them', async () => {
    const cms = new URL(inject('cmsUrl'));
    const probes = [
      `http://127.0.0.1:${cms.port}/admin/init`, // a service that answers (JSON)
      'http://127.0.0.1:5432/', // a closed or non-HTTP port
      'http://169.254.169.254/latest/meta-data/', // a cloud metadata address
      `http://localhost:${inject('manifestPort')}/good/mf-manifest.json`, // the allowed host under another origin name
    ];
    const answers = await Promise.all(probes.map((manifest) => register({ remote: 'content', version: version('probe'), manifest })));
    const shapes = answers.map((answer) => ({ status: answer.status, message: errorMessage(answer.body) }));
    expect(shapes[0]).toEqual({ status: 422, message: expect.stringContaining('niet toegestaan') });
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
  });

  it('refuses callers without a deploy token: none, or a user JWT', async () => {
    const body = { remote: 'content', version: version('anon'), manifest: server.url('/good/mf-manifest.json') };
    expect([401, 403]).toContain((await register(body, null)).status);
    const { jwt } = await login(DEMO.email, DEMO.password);
    expect((await register(body, jwt)).status).toBe(403);
    expect((await api(`/api/remote-releases/content/${String(body.version)}`)).status).toBe(404);
  });
});

describe('GET /api/remote-registry/:environment', () => {
  it('is public, seeded with each remote\'s local build, and has the documented shape', async () => {
    const response = await registry('acceptance');
    expect(response.status).toBe(200);
    const body = obj(response.body);
    expect(body.environment).toBe('acceptance');
    expect(body.allowOverrides).toBe(false);
    expect(Object.keys(obj(body.remotes)).sort()).toEqual(['assistant', 'cluster', 'content', 'doorloopjes']);
    expect(obj(obj(body.remotes).doorloopjes)).toEqual({ enabled: true, version: 'local', manifest: 'http://localhost:3001/mf-manifest.json' });
    expect(response.headers.get('cache-control')).toMatch(/max-age=[1-5]\b/);
  });

  it('answers 304 to a matching ETag and a new ETag after a change', async () => {
    const first = await registry('development');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await registry('development', { 'If-None-Match': String(etag) });
    expect(again.status).toBe(304);

    expect((await put('development', 'cluster', { enabled: false })).status).toBe(200);
    const changed = await registry('development', { 'If-None-Match': String(etag) });
    expect(changed.status).toBe(200);
    expect(obj(obj(obj(changed.body).remotes).cluster).enabled).toBe(false);
    expect((await put('development', 'cluster', { enabled: true })).status).toBe(200);
  });

  it('answers 404 for an unknown environment', async () => {
    expect((await registry('staging')).status).toBe(404);
  });
});

describe('PUT /api/remote-registry/:environment/:remote', () => {
  it('switches the version, sets and ends a canary, and records each change', async () => {
    const active = await registered('active');
    const canary = await registered('canary');
    // Other test files may have switched the remote before (files run in any order).
    const previous = obj(obj(obj((await registry('test')).body).remotes).content).version;
    expect((await put('test', 'content', { version: active })).status).toBe(200);
    expect((await put('test', 'mf-content', { canary: { version: canary, percent: 10 } })).status).toBe(200);

    let entry = obj(obj(obj((await registry('test')).body).remotes).content);
    expect(entry).toEqual({
      enabled: true,
      version: active,
      manifest: server.url('/good/mf-manifest.json'),
      canary: { version: canary, manifest: server.url('/good/mf-manifest.json'), percent: 10 },
    });

    expect((await put('test', 'content', { canary: null })).status).toBe(200);
    entry = obj(obj(obj((await registry('test')).body).remotes).content);
    expect(entry.canary).toBeUndefined();

    const changes = arr(obj((await history('test')).body).data).map(obj);
    expect(changes[0]).toMatchObject({ remote: 'content', source: 'api', actor: expect.stringMatching(/^token:/), before: { canary: { version: canary, percent: 10 } }, after: { canary: null } });
    expect(changes[1]).toMatchObject({ after: { version: active, canary: { version: canary, percent: 10 } } });
    expect(changes[2]).toMatchObject({ before: { version: previous }, after: { version: active } });
    expect(Date.parse(String(changes[0].at))).toBeGreaterThanOrEqual(Date.parse(String(changes[1].at)));
  });

  it('refuses an unregistered version with 422 and changes nothing', async () => {
    const before = await registry('test');
    const response = await put('test', 'content', { version: '9.9.9-nooit' });
    expect(response.status).toBe(422);
    expect(errorMessage(response.body)).toContain('9.9.9-nooit');
    expect((await put('test', 'content', { canary: { version: '9.9.9-nooit', percent: 5 } })).status).toBe(422);
    expect((await registry('test')).body).toEqual(before.body);
  });

  it('refuses writes without a token (401/403) and with a user JWT (403), changing nothing', async () => {
    const before = await registry('test');
    expect([401, 403]).toContain((await put('test', 'content', { enabled: false }, null)).status);
    const { jwt } = await login(DEMO.email, DEMO.password);
    expect((await put('test', 'content', { enabled: false }, jwt)).status).toBe(403);
    expect((await api('/api/remote-registry/test/history', { token: jwt })).status).toBe(403);
    expect([401, 403]).toContain((await api('/api/remote-registry/test/history')).status);
    expect((await registry('test')).body).toEqual(before.body);
  });
});

describe('attack: one environment\'s deploy token changing another', () => {
  it('production\'s token cannot change test, test\'s cannot change production, the local token never production', async () => {
    const adminToken = await adminLogin();
    const all = 'mf-doorloopjes,mf-content,mf-assistant,mf-cluster';
    const production = await teamDeployToken(adminToken, { name: `Deploytoken (production) ${Date.now()}`, team: 'platform', remotes: all, environments: 'production' });
    const test = await teamDeployToken(adminToken, { name: `Deploytoken (test) ${Date.now()}`, team: 'platform', remotes: all, environments: 'test' });
    expect((await put('test', 'assistant', { enabled: true }, production)).status).toBe(403);
    expect((await put('production', 'assistant', { enabled: true }, test)).status).toBe(403);
    expect((await put('production', 'assistant', { enabled: true })).status).toBe(403);
    expect((await put('production', 'assistant', { enabled: true }, production)).status).toBe(200);
    expect((await put('test', 'assistant', { enabled: true }, test)).status).toBe(200);
  });
});

describe('admin panel changes', () => {
  it('are recorded in the history with the admin as actor', async () => {
    const adminToken = await adminLogin();
    const uid = 'api::remote-state.remote-state';
    const listed = await api(`/content-manager/collection-types/${uid}?filters[$and][0][environment][$eq]=acceptance&filters[$and][1][remote][$eq]=assistant`, { token: adminToken });
    expect(listed.status).toBe(200);
    const state = obj(arr(obj(listed.body).results)[0]);

    const updated = await api(`/content-manager/collection-types/${uid}/${String(state.documentId)}`, { method: 'PUT', token: adminToken, body: { enabled: false } });
    expect(updated.status).toBe(200);
    expect(obj(obj(obj((await registry('acceptance')).body).remotes).assistant).enabled).toBe(false);

    const latest = obj(arr(obj((await history('acceptance')).body).data)[0]);
    expect(latest).toMatchObject({ remote: 'assistant', source: 'admin', actor: 'admin@doorloopjes.nl', before: { enabled: true }, after: { enabled: false } });

    // allowOverrides stays off for production, whatever the admin saves.
    const environments = 'api::remote-environment.remote-environment';
    const production = obj(arr(obj((await api(`/content-manager/collection-types/${environments}?filters[name][$eq]=production`, { token: adminToken })).body).results)[0]);
    const switched = await api(`/content-manager/collection-types/${environments}/${String(production.documentId)}`, { method: 'PUT', token: adminToken, body: { allowOverrides: true } });
    expect(switched.status).toBe(200);
    expect(obj(switched.body).data).toMatchObject({ allowOverrides: false });
    expect(obj((await registry('production')).body).allowOverrides).toBe(false);
    // Environment edits are in the history too, with who and when (production's, in the admin panel: the local token may not read it).
    const edit = obj(arr(obj((await api('/content-manager/collection-types/api::remote-registry-change.remote-registry-change?filters[environment][$eq]=production&sort=createdAt:DESC', { token: adminToken })).body).results)[0]);
    expect(edit).toMatchObject({ remote: '*', source: 'admin', actor: 'admin@doorloopjes.nl', after: { allowOverrides: false } });
    expect(String(edit.createdAt ?? edit.at ?? '')).not.toBe('');

    // The admin panel lists the history newest first.
    const configuration = await api('/content-manager/content-types/api::remote-registry-change.remote-registry-change/configuration', { token: adminToken });
    expect(obj(obj(obj(obj(configuration.body).data).contentType).settings)).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
  });
});
