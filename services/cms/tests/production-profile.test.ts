import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCmsInstances, type CmsInstance } from '../../../scripts/lib/cms-cluster.mjs';
import { postgresInstalled, startPostgres, type Postgres } from '../../../scripts/lib/postgres.mjs';
import { findFreePort, makeTempDir } from '../scripts/lib/strapi-process.mjs';

const { Client } = createRequire(import.meta.url)('pg') as {
  Client: new (options: Record<string, unknown>) => { connect: () => Promise<void>; query: (sql: string) => Promise<{ rows: unknown[] }>; end: () => Promise<void> };
};

/**
 * The content service as `pnpm start:cluster` starts it by default: production mode, on the
 * throwaway PostgreSQL with its generated password. No account with a password from the code or
 * the README; the first administrator sets her own through the one-time setup link the instance
 * prints. Needs Debian's PostgreSQL (always there in CI).
 */
describe.runIf(postgresInstalled())('the production-like profile', () => {
  let pg: Postgres;
  let instance: CmsInstance;
  let logDir = '';
  beforeAll(async () => {
    logDir = makeTempDir('cms-production-');
    pg = startPostgres({ port: await findFreePort(), databases: ['cms'] });
    [instance] = await startCmsInstances({
      pg,
      database: 'cms',
      count: 1,
      logDir,
      env: {
        NODE_ENV: 'production',
        SERVE_ADMIN_PANEL: 'false',
        PUBLIC_URL: 'http://localhost:1337',
        ASSISTANT_SERVICE_TOKEN: 'a-service-credential-for-this-test-only',
        ASSISTANT_TOKEN_FILE: path.join(logDir, 'assistant-token'),
        DEPLOY_TOKEN_FILE: path.join(logDir, 'deploy-token'),
      },
    });
  }, 300_000);
  afterAll(async () => {
    await instance?.stop();
    pg?.stop();
    fs.rmSync(logDir, { recursive: true, force: true });
  });

  const adminLogin = async (email: string, password: string) =>
    (await fetch(`${instance.url}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).status;
  const register = (registrationToken: string, password: string) =>
    fetch(`${instance.url}/admin/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ registrationToken, userInfo: { firstname: 'Beheer', lastname: 'School', password } }),
    });

  it('the database refuses a connection without the generated password (scram-sha-256, never trust)', async () => {
    const hba = fs.readFileSync(path.join(pg.dir, 'data', 'pg_hba.conf'), 'utf8');
    expect(hba).not.toMatch(/^\s*(local|host)\b.*\btrust\s*$/m);
    expect(hba).toMatch(/^host\s+all\s+all\s+127\.0\.0\.1\/32\s+scram-sha-256/m);
    const wrong = new Client({ host: '127.0.0.1', port: pg.port, user: pg.user, database: 'cms', password: 'geraden' });
    await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
    const right = new Client({ connectionString: pg.url('cms') });
    await right.connect();
    expect((await right.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await right.end();
  });

  it('has no admin or product-owner account with a known password, and Strapi\'s open first-admin page is closed', async () => {
    expect(await adminLogin('admin@doorloopjes.nl', 'Doorloopjes!Admin2026')).toBe(400);
    expect(await adminLogin('productowner@doorloopjes.nl', 'Doorloopjes!Product2026')).toBe(400);
    const init = (await (await fetch(`${instance.url}/admin/init`)).json()) as { data: { hasAdmin: boolean } };
    expect(init.data.hasAdmin).toBe(true);
  });

  it('prints a one-time setup link where the first administrator chooses her own password', async () => {
    const log = fs.readFileSync(path.join(logDir, 'cms-1.log'), 'utf8');
    const link = /One-time setup link for admin@doorloopjes\.nl: (\S+)/.exec(log)?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:1337\/admin\/auth\/register\?registrationToken=\w{20,}$/);
    const token = new URL(link).searchParams.get('registrationToken') ?? '';
    expect((await register(token, 'Eigen!Wachtwoord2026')).status).toBe(200);
    expect(await adminLogin('admin@doorloopjes.nl', 'Eigen!Wachtwoord2026')).toBe(200);
    // One time: the link does not set a password again.
    expect((await register(token, 'Ander!Wachtwoord2026')).status).toBe(400);
    expect(await adminLogin('admin@doorloopjes.nl', 'Ander!Wachtwoord2026')).toBe(400);
  });
});
