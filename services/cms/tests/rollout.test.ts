import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { canaryBucket } from '@doorloopjes/platform-rules';
import { waitUntil } from '@doorloopjes/dev-processes/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminApi, adminLogin } from './admin';
import { api, arr, login, obj, uniqueEmail, type JsonObject } from './api';
import { startManifestServer, startRemoteHost } from './manifest-server';
import { localDeployToken } from './control-plane';
import { APP_DIR } from '../scripts/lib/strapi-process.mjs';

const REGISTRY_CLI = path.resolve(APP_DIR, '..', '..', 'scripts', 'registry.mjs');
/** The first step of the plans here: only teachers in the 5% canary bucket get the canary. */
const FIRST_STEP = 5;

let server: Awaited<ReturnType<typeof startManifestServer>>;
let deployToken: string;
/** Teachers (JWTs) whose canary bucket is under 5, so they get the canary from the first step on. */
let canaryTeachers: string[] = [];

/**
 * Confirmed teachers made in the admin panel until `count` of them fall in the first step's canary
 * bucket (about one in twenty), each signed in as a teacher signs in (a session's access token:
 * the service refuses a token it did not issue for a session).
 */
async function teachersInFirstStep(count: number): Promise<string[]> {
  const admin = await adminLogin();
  const roles = arr(obj((await adminApi(admin, '/users-permissions/roles')).body).roles).map((role) => obj(role));
  const authenticated = roles.find((role) => role.type === 'authenticated')!;
  const found: string[] = [];
  while (found.length < count) {
    const made = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const email = uniqueEmail('rollout');
        const response = await adminApi(admin, '/content-manager/collection-types/plugin::users-permissions.user', 'POST', {
          username: email,
          email,
          password: 'Geheim!2026',
          confirmed: true,
          blocked: false,
          role: { connect: [{ id: authenticated.id }] },
        });
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        // The content manager answers the user itself (users-permissions) or wrapped in data.
        const body = obj(response.body);
        return { id: Number((body.data ? obj(body.data) : body).id), email };
      }),
    );
    for (const { id, email } of made) {
      if (canaryBucket(id) < FIRST_STEP && found.length < count) found.push((await login(email, 'Geheim!2026')).jwt);
    }
  }
  return found;
}

beforeAll(async () => {
  deployToken = localDeployToken();
  server = await startRemoteHost();
  canaryTeachers = await teachersInFirstStep(12);
}, 300_000);
afterAll(() => server.stop());

const put = (body: JsonObject) => api('/api/remote-registry/test/content', { method: 'PUT', token: deployToken, body });
const entry = async () => obj(obj(obj((await api('/api/remote-registry/test')).body).remotes).content);
const history = async () => arr(obj((await api('/api/remote-registry/test/history?remote=content', { token: deployToken })).body).data).map((change) => obj(change));
const errorMessage = (body: unknown) => String(obj(obj(body as JsonObject).error).message);

async function release(label: string, extra: JsonObject = {}): Promise<string> {
  const version = `4.0.0-${label}.${Date.now()}`;
  const response = await api('/api/remote-releases', { method: 'POST', token: deployToken, body: { remote: 'content', version, manifest: server.url('/content/mf-manifest.json'), ...extra } });
  expect(response.status).toBe(201);
  return version;
}

/** Every canary teacher reports one page load of `version` (fresh page-load ids); the statuses. */
async function reportAll(version: string, outcome: 'loaded' | 'load-failed'): Promise<number[]> {
  const statuses: number[] = [];
  for (const token of canaryTeachers) {
    const response = await api('/api/remote-health/events', {
      method: 'POST',
      token,
      body: { data: { environment: 'test', remote: 'mf-content', version, canary: true, outcome, loadMs: outcome === 'loaded' ? 420 : null, pageLoadId: crypto.randomUUID() } },
    });
    statuses.push(response.status);
  }
  return statuses;
}

const registryCli = (...args: string[]) =>
  promisify(execFile)(process.execPath, [REGISTRY_CLI, ...args], { env: { ...process.env, CONTENT_URL: inject('cmsUrl'), DEPLOY_TOKEN: deployToken } });

describe('a rollout plan', () => {
  it('refuses a plan whose steps or hold time do not parse, with a Dutch message, and changes nothing', async () => {
    const version = await release('refused');
    const before = await entry();
    const refused: Array<[JsonObject, RegExp]> = [
      [{ version, steps: [5, 25, 50], hold: '30m' }, /laatste stap/],
      [{ version, steps: [25, 5, 100], hold: '30m' }, /lopen op/],
      [{ version, steps: [5, 100], hold: 'half uur' }, /wachttijd/],
      [{ version: '9.9.9-onbekend', steps: [5, 100], hold: '30m' }, /niet geregistreerd/],
    ];
    for (const [rollout, message] of refused) {
      const response = await put({ rollout });
      expect([400, 422]).toContain(response.status);
      expect(errorMessage(response.body)).toMatch(message);
    }
    expect(await entry()).toEqual(before);
  });

  it('advances 5% -> 25% -> 100% on healthy reports of distinct teachers, becomes the active version, and --rollback returns to the previous one', async () => {
    const stable = await release('stable');
    const version = await release('rollout');
    expect((await put({ version: stable, canary: null })).status).toBe(200);
    // The command a team runs, with a hold time of three seconds (check points every 2 s here).
    const started = await registryCli('test', 'mf-content', '--rollout', version, '--steps', '5,25,100', '--hold', '3s');
    expect(started.stdout).toContain(`canary ${version} (5%)  uitrol 5,25,100 per 3s`);
    expect(await entry()).toMatchObject({ version: stable, canary: { version, percent: FIRST_STEP } });

    expect(new Set(await reportAll(version, 'loaded'))).toEqual(new Set([204]));
    await waitUntil(async () => (obj((await entry()).canary).percent === 25 ? true : undefined), { timeoutMs: 30_000, timeoutMessage: 'The rollout did not reach 25% within 30 s' });
    expect(new Set(await reportAll(version, 'loaded'))).toEqual(new Set([204]));
    await waitUntil(
      async () => {
        const current = await entry();
        return current.version === version && current.canary === undefined ? current : undefined;
      },
      { timeoutMs: 30_000, timeoutMessage: 'The rollout did not make the version active within 30 s' },
    );

    // Each promotion is in the history, by 'automatisch (uitrol)', with the figures that decided it.
    const automatic = (await history()).filter((change) => change.actor === 'automatisch (uitrol)');
    const [completed, promoted] = automatic.filter((change) => ['promote', 'complete'].includes(String(obj(obj(change.figures).rollout).action)));
    expect(obj(completed!.before)).toMatchObject({ version: stable, canary: { version, percent: 25 }, rollout: { steps: '5,25,100', hold: '3s' } });
    expect(obj(completed!.after)).toEqual({ enabled: true, version, canary: null });
    expect(String(completed!.note)).toMatch(new RegExp(`^Uitrol voltooid: ${version.replace(/\./g, '\\.')} is de actieve versie \\(100%\\) na stap 25%: \\d+ s gehouden \\(wachttijd 3 s\\), 12 gebruikers in deze stap`));
    expect(obj(obj(completed!.figures).rollout)).toMatchObject({ version, stableVersion: stable, percent: 25, next: 100, action: 'complete', canaryUsers: 12, minCanaryUsers: 10 });
    expect(obj(promoted!.before).canary).toEqual({ version, percent: 5 });
    expect(obj(promoted!.after).canary).toEqual({ version, percent: 25 });
    expect(String(promoted!.note)).toContain(`Uitrol ${version} naar stap 25% na stap 5%`);
    expect(promoted!.source).toBe('system');

    // `pnpm registry test --history` prints the rollout from its start to 100%, with the figures.
    const printed = (await registryCli('test', '--history')).stdout;
    const lines = printed.split('\n').filter((line, index, all) => line.includes(version) || (index > 0 && all[index - 1]!.includes(version) && line.startsWith('    ')));
    expect(lines.join('\n')).toMatch(/Uitrol voltooid: .*\n[\s\S]*Uitrol .* naar stap 25% na stap 5%/);
    console.info(`pnpm registry test --history (this rollout):\n${lines.join('\n')}`);

    // The previous active version stays available: one command takes it back.
    const back = await registryCli('test', 'mf-content', '--rollback');
    expect(back.stdout).toContain(`test mf-content: aan  ${stable}`);
    expect(await entry()).toMatchObject({ version: stable });
  }, 120_000);

  it('pauses at its step when the canary fails for distinct teachers, and says so in the history', async () => {
    const stable = await release('stable-failing');
    const version = await release('rollout-failing');
    expect((await put({ version: stable, canary: null })).status).toBe(200);
    expect((await put({ rollout: { version, steps: [5, 25, 100], hold: '10m' } })).status).toBe(200);

    // The guard may pause from the tenth failing teacher on; later reports are then refused (no canary).
    const statuses = await reportAll(version, 'load-failed');
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(10);
    await waitUntil(async () => ((await entry()).canary === undefined ? true : undefined), { timeoutMs: 30_000, timeoutMessage: 'The guard did not pause the failing rollout within 30 s' });
    expect(await entry()).toMatchObject({ version: stable });
    const paused = (await history())[0]!;
    expect(paused.actor).toBe('automatisch (uitrol)');
    expect(obj(paused.before)).toMatchObject({ canary: { version, percent: FIRST_STEP }, rollout: { steps: '5,25,100', hold: '10m' } });
    expect(obj(paused.after).canary).toBeNull();
    expect(String(paused.note)).toMatch(new RegExp(`^Uitrol automatisch gepauzeerd op stap 5%: canary ${version.replace(/\./g, '\\.')}: mislukt bij \\d+ van \\d+ gebruikers`));
    expect(obj(obj(paused.figures).rollout)).toMatchObject({ version, percent: FIRST_STEP, action: 'pause', reason: 'failing' });
    // It was never promoted.
    const promotions = (await history()).filter((change) => change.actor === 'automatisch (uitrol)' && obj(obj(change.figures).rollout).version === version);
    expect(promotions.map((change) => obj(obj(change.figures).rollout).action)).not.toContain('promote');
  }, 120_000);
});

describe('release notes', () => {
  it('are kept with the release, answered with it, and shown in the history entry that brought the version in', async () => {
    const notes = '- Nieuwe carrousel\n- Snellere lijst';
    const version = await release('notes', { notes });
    const found = await api(`/api/remote-releases/content/${version}`);
    expect(obj(obj(found.body).data).notes).toBe(notes);

    expect((await put({ canary: { version, percent: 10 } })).status).toBe(200);
    const [entry] = await history();
    expect(entry!.releaseNotes).toEqual({ version, notes });
    const printed = await registryCli('test', '--history');
    expect(printed.stdout).toContain(`Release-notities ${version}: - Nieuwe carrousel / - Snellere lijst`);
    expect((await put({ canary: null })).status).toBe(200);
  });

  it('refuses notes that are not text or too long', async () => {
    for (const notes of [42, 'x'.repeat(2001)]) {
      const response = await api('/api/remote-releases', {
        method: 'POST',
        token: deployToken,
        body: { remote: 'content', version: `4.0.0-bad-notes.${Date.now()}`, manifest: server.url('/content/mf-manifest.json'), notes },
      });
      expect(response.status).toBe(400);
      expect(errorMessage(response.body)).toMatch(/notes/);
    }
  });
});
