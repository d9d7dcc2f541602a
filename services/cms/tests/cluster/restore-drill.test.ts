import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startCmsInstances, type CmsInstance } from '../../scripts/lib/cms-cluster.mjs';
import { dataLayout, startKeptPostgres } from '../../scripts/lib/cluster-data.mjs';
import { findFreePort, makeTempDir } from '../../scripts/lib/strapi-process.mjs';
import { startAssistant } from '../assistant-process';
import { ADMIN, DEMO, bearer, json, send } from './http';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

/**
 * The restore drill an operator would do after losing the machine: the cluster profile kept in a
 * data folder, filled with a teacher's work, backed up with `pnpm backup`, changed further; then
 * the data folder is destroyed and `pnpm restore --to <moment>` brings it back. Every item from
 * before the moment is there exactly (checked by API), nothing from after it. One content-service
 * instance and one assistant: the drill is about the data, not about the instances.
 */
const dir = makeTempDir('cms-restore-drill-');
// PostgreSQL (run as the postgres user when the tests run as root) must reach the folders inside.
fs.chmodSync(dir, 0o711);
const layout = dataLayout(path.join(dir, 'data'), path.join(dir, 'backups'));
const logDir = path.join(dir, 'logs');
fs.mkdirSync(logDir);
const GUIDES = '/api/doorloopjes?fields[0]=slug&sort=slug:asc&pagination[pageSize]=6';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const ENVIRONMENT = 'acceptance';

type Stop = () => Promise<void> | void;
let stops: Stop[] = [];
async function stopProfile(): Promise<void> {
  for (const stop of stops.reverse()) await stop();
  stops = [];
}
afterAll(async () => {
  await stopProfile();
  if (process.env.KEEP_TEST_TMP !== 'true') fs.rmSync(dir, { recursive: true, force: true });
});

/** PostgreSQL kept in the folder, one content-service instance and one assistant on it. */
async function startProfile(): Promise<{ cms: string; assistant: string; serviceToken: string; deployToken: () => string }> {
  const { pg, secrets } = startKeptPostgres(layout, { port: await findFreePort(), databases: ['cms', 'assistant'] });
  stops.push(() => pg.stop());
  const assistantPort = await findFreePort();
  const deployTokenFile = path.join(logDir, 'deploy-token');
  const [cms] = (await startCmsInstances({
    pg,
    database: 'cms',
    count: 1,
    logDir,
    secrets: secrets.cms,
    env: {
      PUBLIC_DIR: layout.publicDir,
      SEED_TEST_CONTENT: 'true',
      AUTH_RATE_LIMIT: 'false',
      MAILDEV: 'false',
      SMTP_PORT: String(await findFreePort()),
      DEPLOY_TOKEN_FILE: deployTokenFile,
      ASSISTANT_URL: `http://127.0.0.1:${assistantPort}`,
      ASSISTANT_SERVICE_TOKEN: secrets.assistantServiceToken,
      ASSISTANT_TOKEN_FILE: path.join(logDir, 'assistant-content-token'),
    },
  })) as [CmsInstance];
  stops.push(() => cms.stop());
  const assistant = await startAssistant({
    port: assistantPort,
    logFile: path.join(logDir, 'assistant.log'),
    env: { CONTENT_URL: cms.url, ASSISTANT_DATABASE_URL: pg.url('assistant'), ASSISTANT_SERVICE_TOKEN: secrets.assistantServiceToken, CONTENT_TOKEN_FILE: path.join(logDir, 'assistant-content-token') },
  });
  stops.push(() => assistant.stop());
  return { cms: cms.url, assistant: assistant.url, serviceToken: secrets.assistantServiceToken, deployToken: () => fs.readFileSync(deployTokenFile, 'utf8').trim() };
}

/** Everything of hers and the platform's the drill checks, as the API answers it. */
async function snapshot(urls: Awaited<ReturnType<typeof startProfile>>, jwt: string, userId: number, adminToken: string) {
  const exported = await json<Record<string, unknown>>(`${urls.cms}/api/users/me/export`, bearer(jwt));
  expect(exported.status).toBe(200);
  const registry = await json<unknown>(`${urls.cms}/api/remote-registry/${ENVIRONMENT}`);
  const history = await json<{ data: unknown[] }>(`${urls.cms}/api/remote-registry/${ENVIRONMENT}/history`, bearer(urls.deployToken()));
  expect(history.status).toBe(200);
  const conversations = await json<{ conversations: unknown[] }>(`${urls.assistant}/users/${userId}/conversations`, bearer(urls.serviceToken));
  expect(conversations.status).toBe(200);
  const files = await json<{ results: Array<{ name: string; url: string }> }>(`${urls.cms}/upload/files?pageSize=100`, bearer(adminToken));
  const images = await Promise.all(
    files.body.results.map(async (file) => ({ name: file.name, bytes: Buffer.from(await (await fetch(`${urls.cms}${file.url}`)).arrayBuffer()).toString('base64') })),
  );
  // The export's own moment is not data.
  const { exportedAt: _exportedAt, ...data } = exported.body;
  return { data, registry: registry.body, history: history.body.data, conversations: conversations.body.conversations, images };
}

describe('restore drill: the data folder is lost, the backups bring the platform back to a moment', () => {
  it('has everything from before the moment exactly and nothing after it', async () => {
    let urls = await startProfile();
    const login = await json<{ jwt: string; user: { id: number } }>(`${urls.cms}/api/auth/local`, send(DEMO));
    const { jwt, user } = login.body;
    const adminLogin = async () => (await json<{ data: { token: string } }>(`${urls.cms}/admin/login`, send(ADMIN))).body.data.token;
    let adminToken = await adminLogin();
    const guides = (await json<{ data: Array<{ id: number }> }>(`${urls.cms}${GUIDES}`, bearer(jwt))).body.data.map((guide) => guide.id);
    const me = (body: unknown) => json(`${urls.cms}/api/users/${user.id}`, send(body, { method: 'PUT', token: jwt }));
    const registry = (remote: string, enabled: boolean) => json(`${urls.cms}/api/remote-registry/${ENVIRONMENT}/${remote}`, send({ enabled }, { method: 'PUT', token: urls.deployToken() }));
    const upload = async (name: string) => {
      const form = new FormData();
      form.append('files', new Blob([PNG], { type: 'image/png' }), name);
      expect((await fetch(`${urls.cms}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` }, body: form })).status).toBe(201);
    };
    const chat = async (message: string) => {
      const response = await fetch(`${urls.assistant}/generate_response`, send({ session_id: null, message, role: 'leraar', url: '/dashboard' }, { token: jwt }));
      expect(response.status).toBe(200);
      await response.text();
    };

    // Her work before the backup.
    expect((await me({ favorite_doorloopjes: { connect: [guides[0], guides[1]] } })).status).toBe(200);
    expect((await me({ cluster_builder_state: [{ id: guides[0], __type: 'doorloopje', x: 10, y: 20, scale: 1, instanceId: 'voor' }], cluster_builder_version: 0 })).status).toBe(200);
    await chat('Hoe geef ik feedback? (voor de back-up)');
    await upload('voor-de-back-up.png');
    expect((await registry('content', false)).status).toBe(200);

    let started = Date.now();
    const backup = await run(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), '--data', layout.data, '--backups', layout.backups]);
    process.stdout.write(`[restore drill] ${backup.stdout.trim()} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);

    // After the backup, before the moment: these come back from the archived WAL.
    expect((await me({ completed_doorloopjes: { connect: [guides[2]] } })).status).toBe(200);
    expect((await registry('cluster', false)).status).toBe(200);
    await chat('En hoe plan ik een les? (na de back-up)');
    const before = await snapshot(urls, jwt, user.id, adminToken);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const moment = new Date(Math.ceil(Date.now() / 1000) * 1000);
    await new Promise((resolve) => setTimeout(resolve, moment.getTime() - Date.now() + 1100));

    // After the moment: none of this may come back.
    expect((await me({ favorite_doorloopjes: { connect: [guides[3]] } })).status).toBe(200);
    expect((await me({ cluster_builder_state: [], cluster_builder_version: 1 })).status).toBe(200);
    await chat('Na het moment (mag niet terugkomen)');
    await upload('na-het-moment.png');
    expect((await registry('content', true)).status).toBe(200);
    const after = await snapshot(urls, jwt, user.id, adminToken);
    expect(after).not.toEqual(before);

    await stopProfile();
    fs.rmSync(layout.data, { recursive: true, force: true });

    started = Date.now();
    const to = moment.toLocaleString('sv-SE');
    const restored = await run(process.execPath, [path.join(ROOT, 'scripts/restore.mjs'), '--data', layout.data, '--backups', layout.backups, '--to', to]);
    const restoreSeconds = (Date.now() - started) / 1000;
    started = Date.now();
    urls = await startProfile();
    process.stdout.write(
      `[restore drill] ${restored.stdout.trim()}\n[restore drill] restore ${restoreSeconds.toFixed(1)} s, then start with WAL replay ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );

    // Her token from before still works: the secrets came back with the data.
    adminToken = await adminLogin();
    expect(await snapshot(urls, jwt, user.id, adminToken)).toEqual(before);
  }, 600_000);
});
