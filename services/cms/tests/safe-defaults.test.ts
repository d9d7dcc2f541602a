import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';

const load = createRequire(import.meta.url);
const { seedPolicy } = load('../src/bootstrap/seed-policy.js') as {
  seedPolicy: (env: Record<string, string>) => { mode: string; registry: boolean };
};
const { envSecret } = load('../src/utils/env-secret.js') as { envSecret: (name: string, options?: { parts?: number }) => string };

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe('attack: demo content and demo registry entries on a production server', () => {
  it('NODE_ENV=production seeds nothing unless asked explicitly', () => {
    expect(seedPolicy({ NODE_ENV: 'production' })).toEqual({ mode: 'never', registry: false });
    expect(seedPolicy({ NODE_ENV: 'production', SEED_ON_BOOT: 'auto', REMOTE_REGISTRY_SEED: 'true' })).toEqual({ mode: 'auto', registry: true });
  });

  it('development keeps seeding a fresh clone, and can switch it off', () => {
    expect(seedPolicy({ NODE_ENV: 'development' })).toEqual({ mode: 'auto', registry: true });
    expect(seedPolicy({ NODE_ENV: 'development', REMOTE_REGISTRY_SEED: 'false', SEED_ON_BOOT: 'never' })).toEqual({ mode: 'never', registry: false });
  });
});

describe('attack: secrets known from the code', () => {
  it('an unset secret is generated once per installation, kept owner-only, never a fixed default', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-secrets-'));
    const before = { file: process.env.SECRETS_FILE, key: process.env.DOORLOOPJES_TEST_SECRET };
    try {
      delete process.env.DOORLOOPJES_TEST_SECRET;
      process.env.SECRETS_FILE = path.join(dir, 'a.json');
      const first = envSecret('DOORLOOPJES_TEST_SECRET');
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(envSecret('DOORLOOPJES_TEST_SECRET')).toBe(first);
      expect(mode(path.join(dir, 'a.json'))).toBe('600');
      expect(envSecret('DOORLOOPJES_TEST_KEYS', { parts: 4 }).split(',')).toHaveLength(4);
      process.env.SECRETS_FILE = path.join(dir, 'b.json');
      expect(envSecret('DOORLOOPJES_TEST_SECRET')).not.toBe(first);
    } finally {
      if (before.file === undefined) delete process.env.SECRETS_FILE;
      else process.env.SECRETS_FILE = before.file;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the running instance generated its encryption key, admin secrets and app keys (none were set)', () => {
    const secrets = JSON.parse(fs.readFileSync(path.join(inject('tmpDir'), 'secrets.json'), 'utf8')) as Record<string, string>;
    for (const name of ['ENCRYPTION_KEY', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'APP_KEYS']) {
      expect(secrets[name]).toMatch(/^[A-Za-z0-9+/=,]{40,}$/);
      expect(secrets[name]).not.toMatch(/not-for-production|localAppKey/);
    }
  });
});

describe('attack: reading secrets or personal data from files', () => {
  it('the database, the secrets file and the token files are owner-only (0600)', () => {
    const dir = inject('tmpDir');
    const files = [path.join(dir, 'secrets.json'), inject('deployTokenFile'), path.join(dir, 'assistant-content-token')];
    if (process.env.DATABASE_CLIENT !== 'postgres') files.push(path.join(dir, 'data.db'));
    for (const file of files) expect({ file: path.basename(file), mode: mode(file) }).toEqual({ file: path.basename(file), mode: '600' });
  });
});
