import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, editEntry } from './admin';
import { api, createConfirmedUser, login, obj, refresh, waitForMail, type JsonObject } from './api';
import { makeToken, nowSeconds } from './tokens';

/** The claims of a JWT (not verified: the service does that). */
function claims(token: string): JsonObject {
  return obj(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')));
}

const meStatus = async (token: string) => (await api('/api/users/me', { token })).status;

/** The documentId the admin panel edits a user by. */
async function userDocumentId(adminToken: string, id: number): Promise<string> {
  const found = obj((await adminApi(adminToken, `/content-manager/collection-types/plugin::users-permissions.user?filters[id][$eq]=${id}`)).body);
  return String(obj((found.results as JsonObject[])[0]).documentId);
}

describe('a login is a session (users-permissions jwtManagement: refresh)', () => {
  it('answers with an access token of at most 30 minutes and a refresh token', async () => {
    const user = await createConfirmedUser('sessie-login');
    const access = claims(user.jwt);
    expect(access.type).toBe('access');
    expect(Number(access.exp) - Number(access.iat)).toBe(15 * 60);
    expect(claims(user.refreshToken).type).toBe('refresh');
    expect(await meStatus(user.jwt)).toBe(200);
  });

  it('trades a refresh token for a new access token once: the rotated one is refused', async () => {
    const user = await createConfirmedUser('sessie-rotatie');
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    const body = obj(first.body);
    expect(await meStatus(String(body.jwt))).toBe(200);
    expect((await refresh(String(body.refreshToken))).status).toBe(200);
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it('refuses an access token once it has expired (a refused session is over within its lifespan)', async () => {
    const user = await createConfirmedUser('sessie-verlopen');
    const expired = makeToken({ userId: String(user.id), sessionId: 'x', type: 'access', iat: nowSeconds() - 901, exp: nowSeconds() - 1 });
    expect(await meStatus(expired)).toBe(401);
    // A refresh token is not an access token.
    expect(await meStatus(user.refreshToken)).toBe(401);
  });
});

describe('ending sessions', () => {
  it('logout ends this session: its refresh token is refused, the other session goes on', async () => {
    const user = await createConfirmedUser('sessie-uitloggen');
    const other = await login(user.email, user.password);
    const out = await api('/api/auth/logout', { method: 'POST', token: user.jwt, body: { refreshToken: user.refreshToken } });
    expect(out.status).toBe(200);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it("logout with scope 'all' ends every session of the account", async () => {
    const user = await createConfirmedUser('sessie-overal');
    const other = await login(user.email, user.password);
    expect((await api('/api/auth/logout', { method: 'POST', token: user.jwt, body: { scope: 'all' } })).status).toBe(200);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
  });

  it('a password change ends every other session at once and keeps the one that changed it', async () => {
    const user = await createConfirmedUser('sessie-wachtwoord');
    const other = await login(user.email, user.password);
    const changed = await api('/api/auth/change-password', {
      method: 'POST',
      token: user.jwt,
      body: { currentPassword: user.password, password: 'Nieuw!2026x', passwordConfirmation: 'Nieuw!2026x' },
    });
    expect(changed.status).toBe(200);
    const renewed = obj(changed.body);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await refresh(String(renewed.refreshToken))).status).toBe(200);
    // The other session's access token is stateless: it lives out its lifespan, no longer.
    expect(Number(claims(other.jwt).exp)).toBeLessThanOrEqual(nowSeconds() + 15 * 60);
  });

  it('a password reset ends every session', async () => {
    const user = await createConfirmedUser('sessie-reset');
    expect((await api('/api/auth/forgot-password', { method: 'POST', body: { email: user.email } })).status).toBe(200);
    const code = /reset-password\?code=([a-f0-9]+)/.exec((await waitForMail(user.email, /wachtwoord/i)).html)?.[1];
    const reset = await api('/api/auth/reset-password', { method: 'POST', body: { code, password: 'Nieuw!2026y', passwordConfirmation: 'Nieuw!2026y' } });
    expect(reset.status).toBe(200);
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it('deleting her account ends all its sessions', async () => {
    const user = await createConfirmedUser('sessie-weg');
    const other = await login(user.email, user.password);
    expect((await api('/api/users/me', { method: 'DELETE', token: user.jwt, body: { password: user.password } })).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect(await meStatus(other.jwt)).toBe(401);
  });

  it('an administrator blocking the account ends all its sessions; editing another field does not', async () => {
    const user = await createConfirmedUser('sessie-geblokkeerd');
    const admin = await adminLogin();
    const documentId = await userDocumentId(admin, user.id);
    await editEntry(admin, 'plugin::users-permissions.user', documentId, { schoolName: 'Andere school' });
    const rotated = await refresh(user.refreshToken);
    expect(rotated.status).toBe(200);
    await editEntry(admin, 'plugin::users-permissions.user', documentId, { blocked: true });
    expect((await refresh(String(obj(rotated.body).refreshToken))).status).toBe(401);
    expect(await meStatus(user.jwt)).toBe(401);
  });
});
