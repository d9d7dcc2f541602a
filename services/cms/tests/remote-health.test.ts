import crypto from 'node:crypto';
import { waitUntil } from '@doorloopjes/dev-processes/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminLogin, PRODUCT_OWNER } from './admin';
import { api, arr, createConfirmedUser, DEMO, login, obj, SECOND, type JsonObject } from './api';
import { startManifestServer, startRemoteHost } from './manifest-server';
import { localDeployToken } from './control-plane';
import { canaryBucket } from '@doorloopjes/platform-rules';

const version = (label: string) => `3.0.0-${label}.${Date.now()}`;
const pageLoadId = () => crypto.randomUUID();

let server: Awaited<ReturnType<typeof startManifestServer>>;
let deployToken: string;
let teacher: string;

beforeAll(async () => {
  deployToken = localDeployToken();
  // On the one origin the release gate allows in the tests.
  server = await startRemoteHost();
  teacher = (await login(DEMO.email, DEMO.password)).jwt;
});
afterAll(() => server.stop());

const put = (environment: string, remote: string, body: JsonObject) => api(`/api/remote-registry/${environment}/${remote}`, { method: 'PUT', token: deployToken, body });
const report = (token: string | undefined, data: JsonObject) => api('/api/remote-health/events', { method: 'POST', token, body: { data } });
const errorMessage = (body: unknown) => String(obj(obj(body as JsonObject).error).message);
const registryEntry = async (environment: string, remote: string) => obj(obj(obj((await api(`/api/remote-registry/${environment}`)).body).remotes)[remote]);

async function release(label: string): Promise<string> {
  const v = version(label);
  const response = await api('/api/remote-releases', { method: 'POST', token: deployToken, body: { remote: 'content', version: v, manifest: server.url('/content/mf-manifest.json') } });
  expect(response.status).toBe(201);
  return v;
}

/** mf-content in `environment` at a fresh stable version with a fresh canary (every logged-in user by default). */
async function canaryOf(environment: string, label: string, percent = 100): Promise<{ stable: string; canary: string }> {
  const stable = await release(`${label}-stable`);
  const canary = await release(`${label}-canary`);
  expect((await put(environment, 'content', { version: stable, canary: null })).status).toBe(200);
  expect((await put(environment, 'content', { canary: { version: canary, percent } })).status).toBe(200);
  return { stable, canary };
}

/** Teachers with accounts of their own (registered and confirmed through the real mail link). */
async function teachers(count: number, prefix: string): Promise<string[]> {
  const accounts: string[] = [];
  for (let index = 0; index < count; index += 1) accounts.push((await createConfirmedUser(prefix)).jwt);
  return accounts;
}

const overviewOf = async (environment: string) => {
  const overview = await adminApi(await adminLogin(PRODUCT_OWNER), `/admin/remote-health/overview?environment=${environment}&remote=mf-content&range=hour`);
  expect(overview.status).toBe(200);
  return obj(overview.body);
};

const session = (environment: string, v: string, canary: boolean, outcome: string, overrides: JsonObject = {}): JsonObject => ({
  environment,
  remote: 'mf-content',
  version: v,
  canary,
  outcome,
  loadMs: outcome === 'load-failed' ? 10_000 : 450,
  pageLoadId: pageLoadId(),
  ...overrides,
});

describe('POST /api/remote-health/events', () => {
  it('refuses a visitor', async () => {
    expect([401, 403]).toContain((await report(undefined, session('development', 'local', false, 'loaded'))).status);
  });

  it('counts a live version once per page load, remote and version', async () => {
    const event = session('development', 'local', false, 'loaded');
    expect((await report(teacher, event)).status).toBe(204);
    const again = await report(teacher, event);
    expect(again.status).toBe(409);
    expect(errorMessage(again.body)).toMatch(/al gemeld/);
    // Another remote of the same page load is a session of its own.
    expect((await report(teacher, { ...event, remote: 'doorloopjes' })).status).toBe(204);
  });

  it.each([
    [{ outcome: 'exploded' }, /outcome/],
    [{ remote: 'mf-onbekend' }, /remote/],
    [{ canary: 'ja' }, /canary/],
    [{ loadMs: -5 }, /loadMs/],
    [{ loadMs: 1.5 }, /loadMs/],
    [{ version: '../../etc' }, /version/],
    [{ pageLoadId: 'x' }, /pageLoadId/],
  ])('refuses %j with 400 and a message naming the field', async (overrides, message) => {
    const response = await report(teacher, session('development', 'local', false, 'loaded', overrides as JsonObject));
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(message);
  });

  it('refuses a report for another user: the user comes from the token, never from the body', async () => {
    const other = await login(SECOND.email, SECOND.password);
    for (const field of ['user', 'userId']) {
      const response = await report(teacher, { ...session('development', 'local', false, 'load-failed'), [field]: Number(other.user.id) });
      expect(response.status).toBe(400);
      expect(errorMessage(response.body)).toContain(`Niet toegestane velden: ${field}`);
    }
  });

  it('refuses a version the environment does not serve, or a canary flag that does not fit', async () => {
    const notLive = await report(teacher, session('development', '9.9.9', false, 'load-failed'));
    expect(notLive.status).toBe(422);
    expect(errorMessage(notLive.body)).toContain('9.9.9');
    expect((await report(teacher, session('development', 'local', true, 'load-failed'))).status).toBe(422);
  });

  it('decides canary membership itself: the version this user is served, and a flag that disagrees is refused', async () => {
    const users = [await login(DEMO.email, DEMO.password), await login(SECOND.email, SECOND.password)].map(({ jwt, user }) => ({ jwt, bucket: canaryBucket(Number(user.id)) }));
    users.sort((a, b) => a.bucket - b.bucket);
    const [inside, outside] = users as [(typeof users)[0], (typeof users)[0]];
    // Different buckets for the two demo accounts (their ids are fixed by the seed).
    expect(inside.bucket).toBeLessThan(outside.bucket);
    const { stable, canary } = await canaryOf('acceptance', 'membership', outside.bucket);
    // In the canary: only the canary version, with the canary flag.
    expect((await report(inside.jwt, session('acceptance', canary, true, 'loaded'))).status).toBe(204);
    const claimsStable = await report(inside.jwt, session('acceptance', stable, false, 'loaded'));
    expect(claimsStable.status).toBe(422);
    expect(errorMessage(claimsStable.body)).toContain('niet de versie die deze gebruiker');
    // Outside it: claiming to be a canary user is refused, whatever version is named.
    const claimsCanary = await report(outside.jwt, session('acceptance', stable, true, 'load-failed'));
    expect(claimsCanary.status).toBe(422);
    expect(errorMessage(claimsCanary.body)).toContain('De canary-vlag klopt niet');
    expect((await report(outside.jwt, session('acceptance', canary, true, 'load-failed'))).status).toBe(422);
    expect((await report(outside.jwt, session('acceptance', stable, false, 'loaded'))).status).toBe(204);
    expect((await put('acceptance', 'content', { canary: null, version: 'local' })).status).toBe(200);
  });

  it('limits the events of one user per minute with 429 and Retry-After', async () => {
    const user = await createConfirmedUser('health-limit');
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof report>> | null = null;
    for (let index = 0; index < 121 && !refused; index += 1) {
      const response = await report(user.jwt, session('development', 'local', false, 'loaded'));
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not affected.
    expect((await report(teacher, session('development', 'local', false, 'loaded'))).status).toBe(204);
  });
});

describe('GET /admin/remote-health/overview', () => {
  it('is for product owners and super admins in the admin panel, not for teachers or visitors', async () => {
    const path = '/admin/remote-health/overview?environment=development&remote=content&range=day';
    expect((await adminApi(await adminLogin(PRODUCT_OWNER), path)).status).toBe(200);
    expect((await adminApi(await adminLogin(), path)).status).toBe(200);
    expect((await adminApi(teacher, path)).status).toBe(401);
    expect((await api(path)).status).toBe(401);
  });

  it('refuses an unknown environment, remote or range with a Dutch message', async () => {
    const token = await adminLogin(PRODUCT_OWNER);
    for (const query of ['environment=staging&remote=content&range=hour', 'environment=test&remote=mf-x&range=hour', 'environment=test&remote=content&range=year']) {
      const response = await adminApi(token, `/admin/remote-health/overview?${query}`);
      expect(response.status).toBe(400);
      expect(errorMessage(response.body)).toMatch(/Onbekende|range/);
    }
  });
});

describe('the canary guard', () => {
  it('attack: one teacher sending 1,000 forged failures with fresh page-load ids is one person and pauses nothing', async () => {
    const { stable, canary } = await canaryOf('test', 'forged');
    // An account of her own: the attack spends her per-user limit for a minute, which the other
    // tests' teacher must still have.
    const [attacker] = await teachers(1, 'canary-attacker');
    const statuses: Record<number, number> = {};
    for (let index = 0; index < 1000; index += 1) {
      const status = (await report(attacker, session('test', canary, true, 'load-failed'))).status;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    // Up to the per-user limit accepted (counted once a minute), the rest refused.
    expect(statuses[204]).toBeGreaterThan(0);
    expect((statuses[204] ?? 0) + (statuses[429] ?? 0)).toBe(1000);
    // At least two check points pass.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(obj((await registryEntry('test', 'content')).canary)).toMatchObject({ version: canary });
    const figures = arr((await overviewOf('test')).versions).map((entry) => obj(entry)).find((entry) => entry.version === canary && entry.canary === true);
    expect(figures?.people).toEqual({ users: 1, failed: 1 });
    console.log(`[attack] one teacher, 1000 forged load-failed reports: answers ${JSON.stringify(statuses)}; stored: ${JSON.stringify(figures?.people)} (reports counted: ${String(figures?.sessions)}); canary still running`);
    // One report per user and minute is counted (the run may cross a minute).
    expect(Number(figures?.sessions)).toBeLessThanOrEqual(2);
    expect((await put('test', 'content', { version: stable, canary: null })).status).toBe(200);
  }, 120_000);

  it('pauses a canary that fails for twelve distinct teachers and records why, with the figures and the word automatisch', async () => {
    const accounts = await teachers(12, 'canary-failing');
    const { stable, canary } = await canaryOf('test', 'failing');
    for (let index = 0; index < 5; index += 1) expect((await report(teacher, session('test', canary, true, 'loaded'))).status).toBe(204);
    const statuses: number[] = [];
    for (const account of accounts) statuses.push((await report(account, session('test', canary, true, 'load-failed'))).status);
    // A check point may pause the canary from the tenth failing teacher on; later reports of it are then refused.
    const counted = statuses.filter((status) => status === 204).length;
    expect(counted).toBeGreaterThanOrEqual(10);
    expect(statuses.slice(counted).every((status) => status === 422)).toBe(true);

    // Check points every 2 s in the tests.
    await waitUntil(async () => ((await registryEntry('test', 'content')).canary === undefined ? true : undefined), { timeoutMs: 20_000, timeoutMessage: 'The guard did not pause the failing canary within 20 s' });
    expect(await registryEntry('test', 'content')).toMatchObject({ version: stable });

    const history = arr(obj((await api('/api/remote-registry/test/history?remote=content', { token: deployToken })).body).data).map((entry) => obj(entry));
    const entry = history[0]!;
    expect(entry.actor).toMatch(/automatisch/);
    expect(entry.source).toBe('system');
    expect(obj(entry.before).canary).toEqual({ version: canary, percent: 100 });
    expect(obj(entry.after).canary).toBeNull();
    // 10 to 12 failing teachers of 11 to 13 (the teacher whose loads worked), depending on which check point came first.
    expect(String(entry.note)).toMatch(new RegExp(`^Canary automatisch gepauzeerd: canary ${canary.replace(/\./g, '\\.')}: mislukt bij (1[0-2]) van 1[1-3] gebruikers \\(\\d+,\\d%\\); plafond 20,0%`));
    const figures = obj(entry.figures);
    expect(figures).toMatchObject({ canaryVersion: canary, stableVersion: stable, baseline: 'ceiling', alpha: 0.01, canary: { users: counted + 1, failed: counted } });
    expect(Number(figures.pValue)).toBeLessThan(0.01);

    // The product owner's health view has the canary with its people, and the decision with its figures.
    const view = await overviewOf('test');
    expect(view.state).toEqual({ version: stable, canary: null });
    const versions = arr(view.versions).map((entry) => obj(entry));
    const canaryFigures = versions.find((entry) => entry.version === canary && entry.canary === true);
    expect(canaryFigures).toMatchObject({ failed: counted, people: { users: counted + 1, failed: counted }, slow: false });
    expect(arr(canaryFigures?.points).length).toBeGreaterThan(0);
    expect(String(obj(arr(view.decisions)[0]).note)).toContain('automatisch');
  }, 120_000);

  it('keeps a canary without failures running', async () => {
    const { canary } = await canaryOf('acceptance', 'healthy');
    for (let index = 0; index < 12; index += 1) {
      expect((await report(teacher, session('acceptance', canary, true, 'loaded'))).status).toBe(204);
    }
    // At least two check points pass.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(obj((await registryEntry('acceptance', 'content')).canary)).toMatchObject({ version: canary, percent: 100 });
    const history = arr(obj((await api('/api/remote-registry/acceptance/history?remote=content', { token: deployToken })).body).data).map((entry) => obj(entry));
    expect(history.some((entry) => /automatisch/.test(String(entry.actor)))).toBe(false);
    expect((await put('acceptance', 'content', { canary: null, version: 'local' })).status).toBe(200);
  });
});
