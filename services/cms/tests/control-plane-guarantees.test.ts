import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminApi, adminLogin } from './admin';
import { api, arr, DEMO, login, obj, type JsonObject } from './api';
import { adminWithRole, localDeployToken, teamDeployToken } from './control-plane';
import { federationManifest, SHELL_SINGLETONS, startManifestServer, startRemoteHost } from './manifest-server';
import { lastLineOfScript } from './run-script';

/**
 * The control plane's guarantees against its own users: roles that match the jobs, releases no
 * one rewrites, a history no one erases, deploy tokens that belong to one team.
 */
const require = createRequire(import.meta.url);
const { PRODUCT_CONTENT_TYPES, PROTECTED_TYPES } = require('../src/bootstrap/editor-roles.js') as { PRODUCT_CONTENT_TYPES: string[]; PROTECTED_TYPES: string[] };

const RELEASE = 'api::remote-release.remote-release';
const HISTORY = 'api::remote-registry-change.remote-registry-change';
const DATA_REQUEST = 'api::data-request.data-request';
const version = (label: string) => `4.0.0-${label}.${Date.now()}`;
const errorMessage = (body: unknown) => String(obj(obj(body as JsonObject).error).message);

let server: Awaited<ReturnType<typeof startManifestServer>>;
let devToken: string;
let superAdmin: string;

beforeAll(async () => {
  devToken = localDeployToken();
  superAdmin = await adminLogin();
  server = await startRemoteHost({ '/cluster/mf-manifest.json': JSON.stringify(federationManifest('mf_cluster', ['ClusterBuilder'], SHELL_SINGLETONS)) });
});
afterAll(() => server.stop());

const register = (remote: 'content' | 'cluster', v: string, token = devToken) =>
  api('/api/remote-releases', { method: 'POST', token, body: { remote, version: v, manifest: server.url(`/${remote}/mf-manifest.json`) } });
const put = (environment: string, remote: string, body: JsonObject, token = devToken) => api(`/api/remote-registry/${environment}/${remote}`, { method: 'PUT', token, body });
const history = async (environment: string, token = devToken) => arr(obj((await api(`/api/remote-registry/${environment}/history`, { token })).body).data).map(obj);
const contentManager = (token: string, uid: string, suffix = '', method = 'GET', body?: unknown) => adminApi(token, `/content-manager/collection-types/${uid}${suffix}`, method, body);

async function registered(remote: 'content' | 'cluster', label: string): Promise<string> {
  const v = version(label);
  const response = await register(remote, v);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return v;
}

async function documentIdOf(uid: string, filter: string): Promise<string> {
  const listed = await contentManager(superAdmin, uid, `?${filter}`);
  expect(listed.status).toBe(200);
  return String(obj(arr(obj(listed.body).results)[0]).documentId);
}

describe('roles that match the jobs', () => {
  it('no admin role but the super admin and the product owner has any permission on a control-plane or personal-data type (read from the database)', async () => {
    const roles = arr(obj((await adminApi(superAdmin, '/admin/roles')).body).data).map(obj);
    expect(roles.map((role) => role.code)).toEqual(expect.arrayContaining(['strapi-super-admin', 'strapi-editor', 'strapi-author']));
    const table: string[] = [];
    for (const role of roles) {
      const permissions = arr(obj((await adminApi(superAdmin, `/admin/roles/${String(role.id)}/permissions`)).body).data).map(obj);
      const bySubject = new Map<string, string[]>();
      for (const permission of permissions) {
        const subject = String(permission.subject ?? '(geen onderwerp)');
        bySubject.set(subject, [...(bySubject.get(subject) ?? []), String(permission.action).split('.').pop()!]);
      }
      table.push(`${String(role.name)}: ${[...bySubject].map(([subject, actions]) => `${subject.replace(/^api::[^.]+\./, '')} [${actions.join(',')}]`).join('; ')}`);
      const protectedOnes = permissions.filter((permission) => PROTECTED_TYPES.includes(String(permission.subject)));
      if (role.code === 'strapi-super-admin') continue;
      if (role.name === 'Product owner') {
        // The registry only; never personal data.
        expect(protectedOnes.every((permission) => String(permission.subject).includes('remote-'))).toBe(true);
        continue;
      }
      expect(protectedOnes.map((permission) => `${String(permission.action)} ${String(permission.subject)}`), `${String(role.name)} touches the control plane or personal data`).toEqual([]);
      if (role.code === 'strapi-editor') {
        // Still the whole product: every content type, with create, read, update and delete.
        for (const uid of PRODUCT_CONTENT_TYPES) expect(bySubject.get(uid), uid).toEqual(expect.arrayContaining(['create', 'read', 'update', 'delete']));
      }
    }
    console.log(`[permissions]\n${table.join('\n')}`);
  });

  it.each(['strapi-editor', 'strapi-author'])('a %s gets 403 on every control-plane and personal-data type in the content manager, and still writes the news', async (code) => {
    const token = await adminWithRole(superAdmin, code);
    for (const uid of PROTECTED_TYPES) {
      expect((await contentManager(token, uid)).status, `read ${uid}`).toBe(403);
      expect((await contentManager(token, uid, '', 'POST', { label: 'x' })).status, `create ${uid}`).toBe(403);
    }
    const state = await documentIdOf('api::remote-state.remote-state', 'filters[environment][$eq]=production&filters[remote][$eq]=content');
    expect((await contentManager(token, 'api::remote-state.remote-state', `/${state}`, 'PUT', { enabled: false })).status).toBe(403);
    expect(obj(obj(obj((await api('/api/remote-registry/production')).body).remotes).content).enabled).toBe(true);
    expect((await contentManager(token, 'api::nieuws-item.nieuws-item')).status).toBe(200);
  });
});

describe('releases are immutable and the history is append-only, whoever asks', () => {
  it('the content manager refuses a release\'s manifest change, even to the super admin; its label may change', async () => {
    const v = await registered('content', 'immutable');
    const id = await documentIdOf(RELEASE, `filters[version][$eq]=${v}`);
    const changed = await contentManager(superAdmin, RELEASE, `/${id}`, 'PUT', { manifest: 'http://evil.example/mf-manifest.json' });
    expect(changed.status).toBe(403);
    expect(errorMessage(changed.body)).toContain('Releases zijn onveranderlijk: manifest');
    for (const field of [{ version: '9.9.9' }, { remote: 'cluster' }, { shared: { react: '18.0.0' } }]) {
      expect((await contentManager(superAdmin, RELEASE, `/${id}`, 'PUT', field)).status, JSON.stringify(field)).toBe(403);
    }
    expect((await api(`/api/remote-releases/content/${v}`)).body).toMatchObject({ data: { manifest: server.url('/content/mf-manifest.json') } });
    // The form sends every field back with its stored value: that is no change.
    const stored = obj((await contentManager(superAdmin, RELEASE, `/${id}`)).body).data as JsonObject;
    const relabelled = await contentManager(superAdmin, RELEASE, `/${id}`, 'PUT', { ...stored, label: `mf-content ${v} (hotfix)` });
    expect(relabelled.status, JSON.stringify(relabelled.body)).toBe(200);
  });

  it('the super admin deletes a release only when no environment uses or used it in the last 30 days', async () => {
    const unused = await registered('content', 'unused');
    const used = await registered('content', 'used');
    expect((await put('development', 'content', { version: used })).status).toBe(200);
    const usedId = await documentIdOf(RELEASE, `filters[version][$eq]=${used}`);
    const inUse = await contentManager(superAdmin, RELEASE, `/${usedId}`, 'DELETE');
    expect(inUse.status).toBe(403);
    expect(errorMessage(inUse.body)).toContain('in gebruik in development');
    expect((await put('development', 'content', { version: 'local' })).status).toBe(200);
    const recently = await contentManager(superAdmin, RELEASE, `/${usedId}`, 'DELETE');
    expect(recently.status).toBe(403);
    expect(errorMessage(recently.body)).toContain('afgelopen 30 dagen in gebruik in development');
    expect((await contentManager(superAdmin, RELEASE, `/${await documentIdOf(RELEASE, `filters[version][$eq]=${unused}`)}`, 'DELETE')).status).toBe(200);
    expect((await api(`/api/remote-releases/content/${unused}`)).status).toBe(404);
  });

  it('no one changes or deletes a history row or a data-request record in the content manager, the super admin included', async () => {
    // A data request on record: a teacher downloads her data.
    const { jwt } = await login(DEMO.email, DEMO.password);
    expect((await api('/api/users/me/export', { token: jwt })).status).toBe(200);
    for (const uid of [HISTORY, DATA_REQUEST]) {
      const listed = arr(obj((await contentManager(superAdmin, uid)).body).results).map(obj);
      const first = listed[0]!;
      const count = Number(obj(obj((await contentManager(superAdmin, uid)).body).pagination).total);
      expect((await contentManager(superAdmin, uid, `/${String(first.documentId)}`, 'PUT', { actor: 'niemand' })).status, `update ${uid}`).toBe(403);
      expect((await contentManager(superAdmin, uid, `/${String(first.documentId)}`, 'DELETE')).status, `delete ${uid}`).toBe(403);
      expect((await contentManager(superAdmin, uid, '/actions/bulkDelete', 'POST', { documentIds: listed.map((row) => row.documentId) })).status, `bulk delete ${uid}`).toBeGreaterThanOrEqual(400);
      expect((await contentManager(superAdmin, uid, '', 'POST', { actor: 'vervalst' })).status, `create ${uid}`).toBe(403);
      expect(Number(obj(obj((await contentManager(superAdmin, uid)).body).pagination).total)).toBe(count);
    }
  });

  it('the document service refuses the same, called in-process by code', async () => {
    const v = await registered('content', 'document-service');
    const line = await lastLineOfScript('../tests/fixtures/document-service-writes.mjs', { ...process.env, ...inject('cmsEnv'), NODE_ENV: 'test', CRON_ENABLED: 'false', RELEASE_VERSION: v });
    const results = JSON.parse(line) as Record<string, string>;
    console.log(`[attack] document service: ${line}`);
    expect(results.releaseManifest).toMatch(/^refused: Releases zijn onveranderlijk: manifest/);
    expect(results.releaseLabel).toBe('done');
    expect(results.releaseDelete).toMatch(/^refused: .*superbeheerder/);
    for (const key of ['historyUpdate', 'historyDelete', 'historyCreate', 'dataRequestUpdate', 'dataRequestDelete']) expect(results[key], key).toMatch(/^refused: /);
    expect((await api(`/api/remote-releases/content/${v}`)).body).toMatchObject({ data: { manifest: server.url('/content/mf-manifest.json') } });
  }, 120_000);
});

describe('deploy tokens per team and environment', () => {
  it('a token for mf-cluster in test cannot register or switch mf-content, change production or read its history; each refusal is on record', async () => {
    const name = `Deploytoken team cluster ${Date.now()}`;
    const cluster = await teamDeployToken(superAdmin, { name, team: 'cluster', remotes: 'cluster', environments: 'test' });
    const me = await api('/api/deploy-tokens/me', { token: cluster });
    expect(me.status).toBe(200);
    expect(obj(me.body).data).toMatchObject({ team: 'cluster', remotes: ['cluster'], environments: ['test'] });

    const before = (await api('/api/remote-registry/test')).body;
    const release = await register('content', version('other-team'), cluster);
    expect(release.status).toBe(403);
    expect(errorMessage(release.body)).toContain('Geweigerd: dit deploytoken mag niet releases van mf-content registreren; het mag alleen mf-cluster in test');
    expect((await api(`/api/remote-releases/content/${version('other-team')}`)).status).toBe(404);
    const contentVersion = await registered('content', 'switch-target');
    expect((await put('test', 'content', { version: contentVersion }, cluster)).status).toBe(403);
    expect((await put('test', 'content', { enabled: false }, cluster)).status).toBe(403);
    expect((await put('production', 'cluster', { enabled: false }, cluster)).status).toBe(403);
    expect((await api('/api/remote-registry/test')).body).toEqual(before);
    const production = await api('/api/remote-registry/production/history', { token: cluster });
    expect(production.status).toBe(403);
    expect(JSON.stringify(production.body)).not.toContain('@');

    // Its own remote in its own environment works, and the refusals are in its history.
    const own = version('own');
    expect((await register('cluster', own, cluster)).status).toBe(201);
    expect((await put('test', 'cluster', { version: own }, cluster)).status).toBe(200);
    const entries = await history('test', cluster);
    // Other tokens' refusals in test may be there too (test files share the instance): this token's own.
    const refusals = entries.filter((entry) => String(entry.note ?? '').startsWith('Geweigerd') && entry.actor === `token:${name}`);
    expect(refusals.map((entry) => [entry.environment, entry.remote])).toEqual(expect.arrayContaining([['test', 'content'], ['*', 'content']]));
    expect(refusals).toHaveLength(3);
    // Production's refusal is in production's history (the admin panel's list; the token cannot read it).
    const adminView = arr(obj((await contentManager(superAdmin, HISTORY, '?filters[environment][$eq]=production&sort=createdAt:DESC')).body).results).map(obj);
    expect(adminView[0]).toMatchObject({ remote: 'cluster', note: expect.stringContaining("mag niet mf-cluster in 'production' wijzigen") });
    expect((await put('test', 'cluster', { version: 'local' }, cluster)).status).toBe(200);
    console.log(`[attack] mf-cluster token in test: ${refusals.map((entry) => `${String(entry.environment)}/${String(entry.remote)}: ${String(entry.note)}`).join(' | ')}`);
  });

  it('pnpm registry prints which token it uses and what it may do, and the service refuses the rest', async () => {
    const name = `Deploytoken team content ${Date.now()}`;
    const token = await teamDeployToken(superAdmin, { name, team: 'content', remotes: 'mf-content', environments: 'development,test' });
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, [path.resolve('../../scripts/registry.mjs'), ...args], { env: { ...process.env, CONTENT_URL: inject('cmsUrl'), DEPLOY_TOKEN: token } });
    const own = await cli('test', '--history');
    expect(own.stderr).toContain(`Deploytoken '${name}' (team content) uit DEPLOY_TOKEN: mag mf-content in development, test.`);
    const refused = await cli('production', 'mf-content', '--disable').then(
      () => null,
      (error: { stderr: string; code: number }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain("mag niet mf-content in 'production' wijzigen; het mag alleen mf-content in development, test");
  });

  it('a token without a Deploytoken entry may do nothing; an entry naming an unknown remote or environment is refused', async () => {
    const created = await api('/admin/api-tokens', {
      method: 'POST',
      token: superAdmin,
      body: { name: `Deploytoken zonder bereik ${Date.now()}`, description: 'x', type: 'custom', lifespan: null, permissions: ['api::remote-registry.remote-registry.update', 'api::remote-registry.remote-registry.history', 'api::deploy-token.deploy-token.me'] },
    });
    const bare = String(obj(obj(created.body).data).accessKey);
    expect((await put('development', 'cluster', { enabled: true }, bare)).status).toBe(403);
    expect((await api('/api/remote-registry/development/history', { token: bare })).status).toBe(403);
    expect((await api('/api/deploy-tokens/me', { token: bare })).status).toBe(403);

    for (const scope of [{ remotes: 'mf-onbekend', environments: 'test' }, { remotes: 'mf-content', environments: 'staging' }]) {
      const entry = await contentManager(superAdmin, 'api::deploy-token.deploy-token', '', 'POST', { tokenName: `fout ${Date.now()}`, ...scope });
      expect(entry.status).toBe(400);
      expect(errorMessage(entry.body)).toMatch(/onbekend: (mf-onbekend|staging)/);
    }
  });

  it('the admin panel lists per token its team, remotes and environments', async () => {
    const name = `Deploytoken team assistent ${Date.now()}`;
    await teamDeployToken(superAdmin, { name, team: 'assistent', remotes: ' assistant, mf-assistant ', environments: 'development, test' });
    const listed = arr(obj((await contentManager(superAdmin, 'api::deploy-token.deploy-token', `?filters[tokenName][$eq]=${encodeURIComponent(name)}`)).body).results).map(obj);
    // Stored in one spelling, whatever was typed.
    expect(listed[0]).toMatchObject({ tokenName: name, team: 'assistent', remotes: 'mf-assistant', environments: 'development,test' });
    const configuration = obj(obj((await adminApi(superAdmin, '/content-manager/content-types/api::deploy-token.deploy-token/configuration')).body).data);
    expect(obj(obj(configuration.contentType).layouts).list).toEqual(['tokenName', 'team', 'remotes', 'environments']);
  });

  it('the development token may change every environment but production, and says so', async () => {
    const me = obj(obj((await api('/api/deploy-tokens/me', { token: devToken })).body).data);
    expect(me).toMatchObject({ token: 'Deploytoken (ontwikkeling)', remotes: ['doorloopjes', 'content', 'assistant', 'cluster'], environments: ['development', 'test', 'acceptance'] });
    expect((await put('production', 'assistant', { enabled: true })).status).toBe(403);
    expect((await api('/api/remote-registry/production/history', { token: devToken })).status).toBe(403);
  });
});
