import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createConfirmedAccounts, type Account } from '../scripts/lib/accounts.mjs';
import { api, createConfirmedUser, mailsTo, obj, registrationPayload, uniqueEmail, waitForMail, type ApiResponse } from './api';
import { DEFAULT_LIMITS, LIMITS } from './limits';
import { loginFromPeer } from './peer';

/** A login as sent by the trusted proxy (127.0.0.1) for the client `address`. */
const loginVia = (address: string | undefined, identifier: string, password: string, deviceToken?: string): Promise<ApiResponse> =>
  api('/api/auth/local', {
    method: 'POST',
    body: { identifier, password },
    headers: { ...(address ? { 'X-Forwarded-For': address } : {}), ...(deviceToken ? { 'X-Device-Token': deviceToken } : {}) },
  });

/** The device token a successful login hands the browser. */
const deviceTokenOf = (response: ApiResponse) => String(obj(response.body).deviceToken);

const retryAfter = (response: ApiResponse) => ({
  header: Number(response.headers.get('retry-after')),
  field: obj(obj(obj(response.body).error).details).retryAfter,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` for 0..count-1, `parallel` at a time, returning results in order. */
async function inBatches<T>(count: number, parallel: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    const size = Math.min(parallel, count - start);
    results.push(...(await Promise.all(Array.from({ length: size }, (_, j) => task(start + j)))));
  }
  return results;
}

let accounts: Account[] = [];
beforeAll(async () => {
  accounts = await createConfirmedAccounts(inject('cmsUrl'), { count: 66, prefix: 'school' });
});

describe('a school behind one address', () => {
  it('60 different accounts log in from one address within a minute, all succeed', async () => {
    const responses = await inBatches(60, 12, (i) => loginVia(undefined, accounts[i].email, accounts[i].password));
    expect(responses.map((r) => r.status)).toEqual(Array(60).fill(200));
    expect(responses.every((r) => typeof obj(r.body).jwt === 'string')).toBe(true);
  });
});

describe('failed logins per account', () => {
  it('11 wrong passwords are throttled; the right one is refused until the wait is over, other accounts still log in', async () => {
    const school = '198.51.100.7';
    const victim = accounts[60];
    for (let i = 0; i < LIMITS.login.accountFailures; i += 1) {
      expect((await loginVia(school, victim.email, `fout-${i}`)).status).toBe(400);
    }
    const eleventh = await loginVia(school, victim.email, 'nog-een-keer-fout');
    expect(eleventh.status).toBe(429);
    expect(retryAfter(eleventh)).toEqual({ header: LIMITS.login.lockoutSeconds, field: LIMITS.login.lockoutSeconds });

    // The right password is refused too, from this address and from any other.
    expect((await loginVia(school, victim.email, victim.password)).status).toBe(429);
    expect((await loginVia('203.0.113.99', victim.email.toUpperCase(), victim.password)).status).toBe(429);
    // A colleague behind the same address is not affected.
    expect((await loginVia(school, accounts[61].email, accounts[61].password)).status).toBe(200);

    await sleep(LIMITS.login.lockoutSeconds * 1000 + 300);
    expect((await loginVia(school, victim.email, victim.password)).status).toBe(200);
  });

  it('counts failures from every address, and the next lockout waits longer', async () => {
    const victim = accounts[60];
    for (let i = 0; i < LIMITS.login.accountFailures; i += 1) {
      expect((await loginVia(`203.0.113.${i + 1}`, victim.email, `fout-${i}`)).status).toBe(400);
    }
    const refused = await loginVia('203.0.113.50', victim.email, victim.password);
    expect(refused.status).toBe(429);
    const doubled = Math.min(LIMITS.login.lockoutSeconds * 2, LIMITS.login.lockoutMaxSeconds);
    expect(retryAfter(refused)).toEqual({ header: doubled, field: doubled });
  });
});

describe('failed logins per address (password spraying)', () => {
  const sprayer = '198.51.100.20';

  it('one wrong password over many accounts from one address is throttled, for that address only', async () => {
    const targets = Array.from({ length: LIMITS.login.addressFailures }, (_, i) =>
      i < 4 ? accounts[62 + i].email : uniqueEmail(`gok-${i}`),
    );
    const statuses = await inBatches(targets.length, 10, async (i) => (await loginVia(sprayer, targets[i], 'Welkom01!')).status);
    expect(statuses).toEqual(Array(targets.length).fill(400));

    const next = await loginVia(sprayer, uniqueEmail('gok'), 'Welkom01!');
    expect(next.status).toBe(429);
    expect(retryAfter(next).header).toBeGreaterThan(0);
    // The address is refused even for a right password; the accounts themselves are not locked.
    expect((await loginVia(sprayer, accounts[62].email, accounts[62].password)).status).toBe(429);
    expect((await loginVia('198.51.100.21', accounts[62].email, accounts[62].password)).status).toBe(200);
  });

  it('honours X-Forwarded-For from the configured proxy: the address the proxy appended counts', async () => {
    expect((await loginVia(sprayer, accounts[63].email, accounts[63].password)).status).toBe(429);
    // A client may send its own header; the proxy appends the real address, which is what counts.
    expect((await loginVia(`${sprayer}, 198.51.100.30`, accounts[63].email, accounts[63].password)).status).toBe(200);
    expect((await loginVia(`198.51.100.30, ${sprayer}`, accounts[63].email, accounts[63].password)).status).toBe(429);
  });

  it('ignores X-Forwarded-For from anyone else: a changing forged header does not escape the limit', async () => {
    const peer = '127.0.0.2';
    const statuses = await inBatches(LIMITS.login.addressFailures, 10, async (i) =>
      (await loginFromPeer(peer, { identifier: uniqueEmail(`vals-${i}`), password: 'Welkom01!' }, { 'X-Forwarded-For': `192.0.2.${i % 250}` })).status,
    );
    expect(statuses).toEqual(Array(LIMITS.login.addressFailures).fill(400));
    const forged = await loginFromPeer(peer, { identifier: accounts[64].email, password: accounts[64].password }, { 'X-Forwarded-For': '192.0.2.251' });
    expect(forged.status).toBe(429);
    expect(Number(forged.retryAfter)).toBeGreaterThan(0);
    // The forged addresses themselves were never charged.
    expect((await loginVia('192.0.2.7', accounts[64].email, accounts[64].password)).status).toBe(200);
  });
});

describe('flood ceiling per address', () => {
  it('allows at least 300 login requests a minute from one address, and refuses beyond the ceiling', async () => {
    expect(LIMITS.addressRequestsPerMinute).toBeGreaterThanOrEqual(300);
    const flood = '198.51.100.40';
    // Bodies without an identifier: refused by validation, so only the ceiling counts them.
    const statuses = await inBatches(LIMITS.addressRequestsPerMinute, 25, async () =>
      (await api('/api/auth/local', { method: 'POST', body: { password: 'x' }, headers: { 'X-Forwarded-For': flood } })).status,
    );
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await loginVia(flood, accounts[65].email, accounts[65].password)).status).toBe(429);
    expect((await loginVia('198.51.100.41', accounts[65].email, accounts[65].password)).status).toBe(200);
  });
});

describe('a school registers its whole team from one address', () => {
  it('150 registrations from one address within ten minutes all succeed; beyond 200 an hour the address is refused', async () => {
    // The test instance runs with the production number.
    expect(LIMITS.registrationsPerAddress).toBe(200);
    expect(DEFAULT_LIMITS.registrationsPerAddress).toBe(200);
    const school = '198.51.100.150';
    const register = (i: number, from = school) =>
      api('/api/auth/local/register', { method: 'POST', body: registrationPayload(uniqueEmail(`team-${i}`)), headers: { 'X-Forwarded-For': from } });
    const started = Date.now();
    const team = await inBatches(150, 10, async (i) => (await register(i)).status);
    expect(team).toEqual(Array(150).fill(200));
    expect(Date.now() - started).toBeLessThan(10 * 60_000);

    const rest = await inBatches(LIMITS.registrationsPerAddress - 150, 10, async (i) => (await register(150 + i)).status);
    expect(rest.filter((status) => status !== 200)).toEqual([]);
    const refused = await register(999);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused).header).toBeGreaterThan(0);
    // Another school is not affected.
    expect((await register(1000, '198.51.100.151')).status).toBe(200);
  }, 240_000);
});

describe('mail to one mailbox (forgot-password, resend-confirmation, registration): limited per mailbox from any address', () => {
  it.each([
    ['/api/auth/forgot-password', (email: string) => ({ email })],
    ['/api/auth/send-email-confirmation', (email: string) => ({ email })],
    ['/api/auth/local/register', (email: string) => registrationPayload(email)],
  ])('%s', async (route, body) => {
    expect(DEFAULT_LIMITS.mailboxRequests).toBe(LIMITS.mailboxRequests);
    const email = uniqueEmail('herhaal');
    const send = (from: string, to: string) => api(route, { method: 'POST', body: body(to), headers: { 'X-Forwarded-For': from } });
    // A new address per request is no way around it.
    for (let i = 0; i < LIMITS.mailboxRequests; i += 1) expect((await send(`198.51.100.${60 + i}`, email)).status).not.toBe(429);
    const refused = await send('198.51.100.70', email.toUpperCase());
    expect(refused.status).toBe(429);
    expect(retryAfter(refused).header).toBeGreaterThan(0);
    // Other mailboxes are not affected, from the same address either.
    expect((await send('198.51.100.70', uniqueEmail('ander'))).status).not.toBe(429);
  });

  it('10 password-reset requests for one mailbox: the first 5 are answered, the rest refused, and only 5 mails are sent', async () => {
    const user = await createConfirmedUser('tien-keer');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await api('/api/auth/forgot-password', { method: 'POST', body: { email: user.email }, headers: { 'X-Forwarded-For': `203.0.113.${120 + i}` } })).status);
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    await waitForMail(user.email, /nieuw wachtwoord/, 15_000, 5);
    expect(await mailsTo(user.email, /nieuw wachtwoord/)).toHaveLength(5);
  });
});

// These use accounts of the school above, which only ever logged in successfully.
describe('attack: locking a teacher out with wrong passwords (device tokens)', () => {
  it('the owner\'s known browser still logs in after 15 failed attempts elsewhere; the attacker stays locked out', async () => {
    const owner = accounts[0];
    const home = await loginVia('192.0.2.10', owner.email, owner.password);
    expect(home.status).toBe(200);
    const device = deviceTokenOf(home);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await loginVia('203.0.113.200', owner.email, `fout-${i}`)).status);
    expect(statuses.slice(0, LIMITS.login.accountFailures)).toEqual(Array(LIMITS.login.accountFailures).fill(400));
    expect(statuses.slice(LIMITS.login.accountFailures)).toEqual(Array(15 - LIMITS.login.accountFailures).fill(429));
    // Without a device token the right password is refused: the untrusted bucket is locked.
    expect((await loginVia('203.0.113.200', owner.email, owner.password)).status).toBe(429);
    expect((await loginVia('192.0.2.10', owner.email, owner.password)).status).toBe(429);
    // The owner's browser has its own bucket.
    const again = await loginVia('192.0.2.10', owner.email, owner.password, device);
    expect(again.status).toBe(200);
    expect(deviceTokenOf(again).split('.')[0]).toBe(device.split('.')[0]);
  });

  it('a device token is bound to its account: another account\'s token counts as untrusted', async () => {
    const [owner, other] = [accounts[1], accounts[2]];
    const token = deviceTokenOf(await loginVia('192.0.2.11', other.email, other.password));
    for (let i = 0; i < LIMITS.login.accountFailures; i += 1) await loginVia('203.0.113.201', owner.email, `fout-${i}`);
    expect((await loginVia('203.0.113.201', owner.email, owner.password, token)).status).toBe(429);
    expect((await loginVia('203.0.113.201', owner.email, owner.password, `${token}x`)).status).toBe(429);
  });

  it('guessing from a known browser is limited too, for that browser only', async () => {
    const owner = accounts[3];
    const device = deviceTokenOf(await loginVia('192.0.2.12', owner.email, owner.password));
    const guesses = await Promise.all(Array.from({ length: 25 }, (_, i) => loginVia('192.0.2.12', owner.email, `gok-${i}`, device)));
    const statuses = guesses.map((guess) => guess.status);
    // Parallel guesses do not slip through: at most the limit is checked, the rest is refused.
    expect(statuses.filter((status) => status === 400)).toHaveLength(LIMITS.login.accountFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - LIMITS.login.accountFailures);
    expect((await loginVia('192.0.2.12', owner.email, owner.password, device)).status).toBe(429);
    // A fresh login elsewhere (untrusted) is not locked by that browser's guesses.
    expect((await loginVia('192.0.2.13', owner.email, owner.password)).status).toBe(200);
  });

  it('a school\'s teachers who used the platform before get in after 100+ failed attempts from the school\'s address', async () => {
    const school = '198.51.100.77';
    const teachers = [accounts[4], accounts[5], accounts[6]];
    const devices = await Promise.all(teachers.map(async (teacher) => deviceTokenOf(await loginVia(school, teacher.email, teacher.password))));
    const pupil = await inBatches(LIMITS.login.addressFailures + 5, 10, async (i) => (await loginVia(school, uniqueEmail(`leerling-${i}`), 'raden123')).status);
    expect(pupil.slice(0, LIMITS.login.addressFailures)).toEqual(Array(LIMITS.login.addressFailures).fill(400));
    expect(pupil.slice(LIMITS.login.addressFailures)).toEqual(Array(5).fill(429));
    // The pupil (no device token) stays stopped, also with a real account's right password.
    expect((await loginVia(school, accounts[7].email, accounts[7].password)).status).toBe(429);
    for (const [index, teacher] of teachers.entries()) {
      expect((await loginVia(school, teacher.email, teacher.password, devices[index])).status).toBe(200);
    }
  });
});

describe('attack: mail flooding with a new e-mail address per request', () => {
  it('forgot-password is limited per address whatever the e-mail address', async () => {
    const address = '198.51.100.90';
    const send = (from: string) =>
      api('/api/auth/forgot-password', { method: 'POST', body: { email: uniqueEmail('vloed') }, headers: { 'X-Forwarded-For': from } });
    const statuses = await inBatches(LIMITS.emailAddressRequests, 20, async () => (await send(address)).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await send(address)).status).toBe(429);
    expect((await send('198.51.100.91')).status).not.toBe(429);
  });
});
