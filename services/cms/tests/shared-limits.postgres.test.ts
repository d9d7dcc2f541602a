import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccounts, loginRequest, type Account } from '../scripts/lib/accounts.mjs';
import { startStrapi } from '../scripts/lib/strapi-process.mjs';
import { LIMITS } from './limits';

/**
 * Only in the PostgreSQL run (vitest.config.ts): a second instance on the same database, as in
 * the cluster profile, must see the counters the first one wrote.
 */
describe('two instances sharing one PostgreSQL database share the login limits', () => {
  let second: Awaited<ReturnType<typeof startStrapi>>;
  let accounts: Account[] = [];
  const first = () => inject('cmsUrl');

  beforeAll(async () => {
    second = await startStrapi({
      logFile: path.join(inject('tmpDir'), 'strapi-second.log'),
      env: inject('cmsEnv'),
    });
    accounts = await createConfirmedAccounts(first(), { count: 2, prefix: 'gedeeld' });
  });

  afterAll(async () => {
    await second?.stop();
  });

  it('an account locked through one instance is refused by the other, a colleague is not', async () => {
    const [victim, colleague] = accounts;
    const via = (index: number) => ({ 'X-Forwarded-For': `198.51.100.${80 + index}` });
    for (let i = 0; i < LIMITS.login.accountFailures; i += 1) {
      const url = i % 2 === 0 ? first() : second.url;
      expect((await loginRequest(url, victim.email, `fout-${i}`, via(i))).status).toBe(400);
    }
    for (const url of [first(), second.url]) {
      expect((await loginRequest(url, victim.email, victim.password, via(20))).status).toBe(429);
      expect((await loginRequest(url, colleague.email, colleague.password, via(20))).status).toBe(200);
    }
  });

  it('password spraying is counted over both instances', async () => {
    const sprayer = { 'X-Forwarded-For': '198.51.100.99' };
    for (let i = 0; i < LIMITS.login.addressFailures; i += 1) {
      const url = i % 2 === 0 ? first() : second.url;
      expect((await loginRequest(url, `gok-${i}-${Date.now()}@example.nl`, 'Welkom01!', sprayer)).status).toBe(400);
    }
    for (const url of [first(), second.url]) {
      expect((await loginRequest(url, accounts[1].email, accounts[1].password, sprayer)).status).toBe(429);
    }
  });
});
