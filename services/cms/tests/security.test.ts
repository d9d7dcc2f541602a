import { beforeAll, describe, expect, it } from 'vitest';
import { api, createConfirmedUser, login, me, SECOND } from './api';
import { LIMITS, settingsWith } from './limits';

type Account = Awaited<ReturnType<typeof createConfirmedUser>>;

/** Tries to plant a reset token in `target` through PUT /api/users/:id, then to reset with it. */
async function resetWithPlantedToken(planter: Account, target: Account, planted: string, password: string) {
  await api(`/api/users/${target.id}`, { method: 'PUT', token: planter.jwt, body: { resetPasswordToken: planted } });
  return api('/api/auth/reset-password', { method: 'POST', body: { code: planted, password, passwordConfirmation: password } });
}

describe('PUT /api/users/:id is limited to the caller and the platform fields', () => {
  let attacker: Account;
  let victim: Account;

  beforeAll(async () => {
    attacker = await createConfirmedUser('aanvaller');
    victim = await createConfirmedUser('slachtoffer');
  });

  it("refuses to update another user's record with 403 and changes nothing", async () => {
    const before = await me(victim.jwt);
    for (const body of [{ fullName: 'Gehackt' }, { email: attacker.email }, { resetPasswordToken: 'a'.repeat(40) }, { blocked: true }]) {
      const response = await api(`/api/users/${victim.id}`, { method: 'PUT', token: attacker.jwt, body });
      expect(response.status).toBe(403);
    }
    expect(await me(victim.jwt)).toEqual(before);
    await login(victim.email, victim.password);
  });

  it('refuses a planted reset token: the victim keeps the account', async () => {
    const takeover = await resetWithPlantedToken(attacker, victim, 'b'.repeat(128), 'Overgenomen!1');
    expect(takeover.status).toBe(400);
    await login(victim.email, victim.password);
  });

  it.each([
    ['role', { role: 1 }],
    ['role (connect)', { role: { connect: [{ id: 1 }] } }],
    ['confirmed', { confirmed: false }],
    ['blocked', { blocked: true }],
    ['password', { password: 'ZelfGekozen!1' }],
    ['resetPasswordToken', { resetPasswordToken: 'c'.repeat(128) }],
    ['confirmationToken', { confirmationToken: 'd'.repeat(40) }],
    ['email', { email: 'ander@example.nl' }],
    ['username', { username: 'iemand-anders' }],
    ['provider', { provider: 'google' }],
    ['an allowed field mixed with role', { fullName: 'Ok', role: 1 }],
  ])('refuses %s in the body of the own record with 400 and changes nothing', async (_name, body) => {
    const before = await me(attacker.jwt, '?populate=role');
    const response = await api(`/api/users/${attacker.id}`, { method: 'PUT', token: attacker.jwt, body });
    expect(response.status).toBe(400);
    expect(await me(attacker.jwt, '?populate=role')).toEqual(before);
    await login(attacker.email, attacker.password);
  });

  it('the planted reset token of the own record cannot be used either', async () => {
    const reset = await resetWithPlantedToken(attacker, attacker, 'e'.repeat(128), 'Anders!12345');
    expect(reset.status).toBe(400);
  });

  it('refuses an update without a token', async () => {
    const response = await api(`/api/users/${victim.id}`, { method: 'PUT', body: { fullName: 'Anoniem' } });
    expect([401, 403]).toContain(response.status);
    expect((await me(victim.jwt)).fullName).toBe('Test Leerkracht');
  });
});

describe('user listing does not leak other accounts', () => {
  it('GET /api/users, /api/users/:id and /api/users/count are refused for a normal user', async () => {
    const session = await login(SECOND.email, SECOND.password);
    for (const path of ['/api/users', '/api/users?populate=*', '/api/users/1', '/api/users/count']) {
      const response = await api(path, { token: session.jwt });
      expect(response.status).toBe(403);
      expect(JSON.stringify(response.body)).not.toMatch(/demo@doorloopjes\.nl/);
    }
  });

  it('anonymous visitors cannot list users either', async () => {
    const response = await api('/api/users');
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toMatch(/@/);
  });
});

describe('analytics events are create-only', () => {
  let token = '';
  beforeAll(async () => {
    token = (await login(SECOND.email, SECOND.password)).jwt;
  });

  const event = { type: 'video_play', path: '/doorloopjes/x', title: 'X', sessionId: 's1', payload: { doorloopje_id: 1, doorloopje_title: 'X', vimeo_id: '76979871', device: 'desktop' } };

  it('accepts an event from a logged-in user and returns nothing to read', async () => {
    const response = await api('/api/analytics-events', { method: 'POST', token, body: { data: event } });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('refuses anonymous events', async () => {
    const response = await api('/api/analytics-events', { method: 'POST', body: { data: event } });
    expect(response.status).toBe(403);
  });

  it('cannot be read, updated or deleted through the API', async () => {
    for (const [method, path] of [
      ['GET', '/api/analytics-events'],
      ['GET', '/api/analytics-events/1'],
      ['PUT', '/api/analytics-events/1'],
      ['DELETE', '/api/analytics-events/1'],
    ] as const) {
      const response = await api(path, { method, token, body: method === 'PUT' ? { data: { type: 'x' } } : undefined });
      expect([403, 404, 405]).toContain(response.status);
      expect(JSON.stringify(response.body)).not.toContain('video_play');
    }
  });

  it.each([
    ['an oversized payload', { ...event, payload: { text: 'x'.repeat(5000) } }],
    ['an unknown field', { ...event, user: 1 }],
    ['a missing type', { path: '/' }],
    ['an over-long path', { ...event, path: '/'.repeat(600) }],
  ])('refuses %s with 400', async (_name, data) => {
    const response = await api('/api/analytics-events', { method: 'POST', token, body: { data } });
    expect(response.status).toBe(400);
  });
});

describe('auth rate limit configuration', () => {
  it('is on by default and stays on in production even if AUTH_RATE_LIMIT=false', () => {
    expect(settingsWith({ NODE_ENV: 'development', AUTH_RATE_LIMIT: undefined }).enabled).toBe(true);
    expect(settingsWith({ NODE_ENV: 'production', AUTH_RATE_LIMIT: 'false', JWT_SECRET: 'x' }).enabled).toBe(true);
    expect(settingsWith({ NODE_ENV: 'test', AUTH_RATE_LIMIT: 'false' }).enabled).toBe(false);
  });

  it('keeps its counters in PostgreSQL when the content service runs on PostgreSQL, in memory otherwise', () => {
    expect(settingsWith({ DATABASE_CLIENT: 'postgres', AUTH_RATE_LIMIT_STORE: undefined }).store).toBe('postgres');
    expect(settingsWith({ DATABASE_CLIENT: 'sqlite', AUTH_RATE_LIMIT_STORE: undefined }).store).toBe('memory');
  });

  it('is on in the test instance', () => {
    expect(LIMITS.enabled).toBe(true);
  });
});
