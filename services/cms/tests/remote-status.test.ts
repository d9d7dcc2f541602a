import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminApi, adminLogin, PRODUCT_OWNER } from './admin';
import { api, arr, DEMO, login, obj, type JsonObject } from './api';
import { localDeployToken, teamDeployToken } from './control-plane';
import { startManifestServer, startRemoteHost } from './manifest-server';
import { APP_DIR } from '../scripts/lib/strapi-process.mjs';

/**
 * A team's view of its own remote: GET /api/remote-health/status/:environment/:remote with its
 * deploy token (read only, its scope's remotes and environments), and `pnpm registry … --status`.
 */
const REGISTRY_CLI = path.resolve(APP_DIR, '..', '..', 'scripts', 'registry.mjs');
const NOTES = '- Snellere nieuwslijst\n- Carrousel met toetsenbord';

let server: Awaited<ReturnType<typeof startManifestServer>>;
let devToken: string;
let contentTeam: string;
let contentTeamName: string;
let teacher: string;

beforeAll(async () => {
  devToken = localDeployToken();
  server = await startRemoteHost();
  contentTeamName = `Deploytoken team content status ${Date.now()}`;
  contentTeam = await teamDeployToken(await adminLogin(), { name: contentTeamName, team: 'content', remotes: 'mf-content', environments: 'development,test' });
  teacher = (await login(DEMO.email, DEMO.password)).jwt;
});
afterAll(async () => {
  await api('/api/remote-registry/development/content', { method: 'PUT', token: devToken, body: { canary: null, version: 'local' } });
  await server.stop();
});

const status = (environment: string, remote: string, token?: string) => api(`/api/remote-health/status/${environment}/${remote}`, { token });
const errorMessage = (body: unknown) => String(obj(obj(body as JsonObject).error).message);
const registryCli = (token: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, [REGISTRY_CLI, ...args], { env: { ...process.env, CONTENT_URL: inject('cmsUrl'), DEPLOY_TOKEN: token } });

/** One page load of mf-content's build in development, as the shell reports it: the load, its time to content and LCP. */
async function reportPageLoad(): Promise<number[]> {
  const page = { environment: 'development', remote: 'mf-content', version: 'local', canary: false, pageLoadId: crypto.randomUUID() };
  const load = await api('/api/remote-health/events', { method: 'POST', token: teacher, body: { data: { ...page, outcome: 'loaded', loadMs: 380 } } });
  const figures = await Promise.all(
    (
      [
        ['content', 640],
        ['LCP', 1180],
      ] as const
    ).map(([metric, value]) => api('/api/remote-health/figures', { method: 'POST', token: teacher, body: { data: { ...page, metric, value } } })),
  );
  return [load.status, ...figures.map((response) => response.status)];
}

describe('a team reads its own remote with its deploy token', () => {
  it('refuses a visitor (401), a teacher (403) and another team’s remote or environment (403), each in Dutch', async () => {
    const visitor = await status('development', 'content');
    expect(visitor.status).toBe(401);
    expect(errorMessage(visitor.body)).toBe('Niet aangemeld: geef het deploytoken van je team mee (Authorization: Bearer …).');

    const asTeacher = await status('development', 'content', teacher);
    expect(asTeacher.status).toBe(403);
    expect(errorMessage(asTeacher.body)).toMatch(/^Dit token mag de cijfers van remotes niet lezen/);

    const otherRemote = await status('development', 'mf-doorloopjes', contentTeam);
    expect(otherRemote.status).toBe(403);
    expect(errorMessage(otherRemote.body)).toBe("Dit deploytoken mag de cijfers van mf-doorloopjes in 'development' niet lezen; het mag alleen mf-content in development, test.");
    expect(JSON.stringify(otherRemote.body)).not.toContain('versions');

    const otherEnvironment = await status('production', 'content', contentTeam);
    expect(otherEnvironment.status).toBe(403);
    expect(errorMessage(otherEnvironment.body)).toMatch(/mf-content in 'production' niet lezen/);

    const unknown = await status('development', 'mf-onbekend', contentTeam);
    expect(unknown.status).toBe(400);
    expect(errorMessage(unknown.body)).toBe("Onbekende remote 'mf-onbekend'.");
  });

  it('shows the rollout’s step, time held, next decision and why, canary beside stable, and the releases with their notes; reading changes nothing', async () => {
    expect(await reportPageLoad()).toEqual([204, 204, 204]);
    const version = `4.0.0-status.${Date.now()}`;
    const registered = await api('/api/remote-releases', { method: 'POST', token: contentTeam, body: { remote: 'content', version, manifest: server.url('/content/mf-manifest.json'), notes: NOTES } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const started = await api('/api/remote-registry/development/content', { method: 'PUT', token: contentTeam, body: { rollout: { version, steps: [5, 25, 50, 100], hold: '1h' } } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    const registryBefore = (await api('/api/remote-registry/development')).body;
    const historyBefore = arr(obj((await api('/api/remote-registry/development/history?remote=content', { token: devToken })).body).data).length;

    const response = await status('development', 'mf-content', contentTeam);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = obj(response.body);
    expect(body).toMatchObject({ environment: 'development', remote: 'content', range: 'hour' });
    expect(obj(body.state)).toMatchObject({ version: 'local', canary: { version, percent: 5 }, rollout: { steps: '5,25,50,100', hold: '1h' } });
    const rollout = obj(body.rollout);
    expect(rollout).toMatchObject({ version, stableVersion: 'local', steps: [5, 25, 50, 100], percent: 5, next: 25, holdSeconds: 3600, minCanaryUsers: 10 });
    expect(Number(rollout.heldSeconds)).toBeGreaterThanOrEqual(0);
    expect(Number(rollout.heldSeconds)).toBeLessThan(120);
    expect(obj(rollout.nextDecision)).toMatchObject({ action: 'wait', reason: 'hold-time', actionText: 'wachten', reasonText: 'de wachttijd is nog niet om' });
    expect(String(obj(rollout.nextDecision).note)).toMatch(new RegExp(`^Uitrol ${version.replace(/\./g, '\\.')} wacht op stap 5%: nog \\d+ min tot de wachttijd om is\\.$`));

    // Canary beside stable: the stable version's p75 time to content and LCP from the page loads above.
    const summary = obj(body.summary);
    expect(obj(summary.canary)).toMatchObject({ version, users: 0, contentP75: null });
    const stable = obj(summary.stable);
    expect(stable.version).toBe('local');
    expect(Number(stable.contentLoads)).toBeGreaterThanOrEqual(1);
    expect(Number(stable.contentP75)).toBeGreaterThan(0);
    expect(Number(stable.lcpP75)).toBeGreaterThan(0);
    // The charts' series: per version, points with the failure rate and points with the page figures.
    const local = arr(body.versions).map(obj).find((entry) => entry.version === 'local' && entry.canary === false);
    expect(arr(local?.figurePoints).length).toBeGreaterThanOrEqual(1);
    expect(obj(obj(arr(local?.figurePoints).at(-1)).content).p75).not.toBeNull();

    const releases = arr(body.releases).map(obj);
    expect(releases[0]).toMatchObject({ version, notes: NOTES, role: 'canary' });

    // Read only: the registry and its history are as they were.
    expect((await api('/api/remote-registry/development')).body).toEqual(registryBefore);
    expect(arr(obj((await api('/api/remote-registry/development/history?remote=content', { token: devToken })).body).data)).toHaveLength(historyBefore);

    // The product owners' health page reads the same status through the admin API.
    const admin = await adminApi(await adminLogin(PRODUCT_OWNER), '/admin/remote-health/overview?environment=development&remote=mf-content&range=hour');
    expect(admin.status).toBe(200);
    expect(obj(obj(admin.body).rollout)).toMatchObject({ version, percent: 5, nextDecision: { action: 'wait' } });

    // The same figures in the team's terminal.
    const printed = await registryCli(contentTeam, 'development', 'mf-content', '--status');
    expect(printed.stderr).toContain(`Deploytoken '${contentTeamName}' (team content)`);
    const out = printed.stdout;
    expect(out).toContain(`Stand: stabiel local · canary ${version} (5%) · uitrol 5,25,50,100 per 1h`);
    expect(out).toMatch(new RegExp(`Uitrol: ${version.replace(/\./g, '\\.')} op stap 5% van 5, 25, 50, 100%; \\d+ s gehouden \\(wachttijd 60 min\\); 0 gebruikers in deze stap \\(minstens 10\\)`));
    expect(out).toContain('Volgende beslissing: wachten (volgende stap 25%), want de wachttijd is nog niet om.');
    expect(out).toMatch(/p75 tijd tot inhoud\s+– \(0 metingen\)\s+\d+ ms \(\d+ meting(en)?\)/);
    expect(out).toMatch(/p75 LCP\s+– \(0 metingen\)\s+\d+ ms/);
    expect(out).toMatch(/foutpercentage\s+/);
    expect(out).toContain(`Release-notities: - Snellere nieuwslijst / - Carrousel met toetsenbord`);
    console.info(`pnpm registry development mf-content --status:\n${out}`);

    // Another team's remote is refused in the terminal too, with the service's Dutch message.
    const refused = await registryCli(contentTeam, 'development', 'mf-doorloopjes', '--status').then(
      () => null,
      (error: { stderr: string; code: number }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain("mag de cijfers van mf-doorloopjes in 'development' niet lezen");
  });
});
