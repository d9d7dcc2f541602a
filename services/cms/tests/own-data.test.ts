import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, adminLogin } from './admin';
import { lastLineOfScript } from './run-script';
import { api, arr, createConfirmedUser, list, login, obj, registrationPayload, waitForMail, type JsonObject } from './api';

type Teacher = Awaited<ReturnType<typeof createConfirmedUser>>;

/** Guides by slug, so the test can name what it saves. */
async function guides(token: string): Promise<JsonObject[]> {
  return list(await api('/api/doorloopjes?fields[0]=title&fields[1]=slug&sort=slug:asc&pagination[pageSize]=5', { token }));
}

/** One chat message through the real assistant, which checks her token against this service. */
async function chat(token: string, message: string): Promise<{ status: number; sessionId: string }> {
  const response = await fetch(`${inject('assistantUrl')}/generate_response`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ session_id: null, message, role: 'leraar', url: '/dashboard' }),
  });
  const body = (await response.json()) as { session_id?: string };
  return { status: response.status, sessionId: body.session_id ?? '' };
}

/** The assistant's store as the content service sees it (its credential). */
async function storedConversations(userId: number, authorization = `Bearer ${inject('assistantServiceToken')}`) {
  const response = await fetch(`${inject('assistantUrl')}/users/${userId}/conversations`, { headers: { Authorization: authorization } });
  return { status: response.status, body: (await response.json()) as { conversations?: unknown[] } };
}

/** A teacher with two favourites, one guide in progress and one completed, a cluster and a conversation. */
async function teacherWithData(prefix: string): Promise<Teacher & { guides: JsonObject[] }> {
  const teacher = await createConfirmedUser(prefix);
  const [a, b, c, d] = await guides(teacher.jwt);
  const put = (body: unknown) => api(`/api/users/${teacher.id}`, { method: 'PUT', token: teacher.jwt, body });
  expect((await put({ favorite_doorloopjes: { connect: [a?.id, b?.id] } })).status).toBe(200);
  expect((await put({ inprogress_doorloopjes: { connect: [c?.id] } })).status).toBe(200);
  expect((await put({ completed_doorloopjes: { connect: [d?.id] } })).status).toBe(200);
  const cluster = [{ id: Number(a?.id), __type: 'doorloopje', x: 10, y: 20, scale: 1, instanceId: 'inst-1' }];
  expect((await put({ cluster_builder_state: cluster, cluster_builder_version: 0 })).status).toBe(200);
  expect((await put({ has_completed_tour: true })).status).toBe(200);
  expect((await chat(teacher.jwt, `Hoe geef ik feedback? (${prefix})`)).status).toBe(200);
  return { ...teacher, guides: [a, b, c, d].map(obj) };
}

let teacher: Teacher & { guides: JsonObject[] };
let other: Teacher & { guides: JsonObject[] };
beforeAll(async () => {
  [teacher, other] = await Promise.all([teacherWithData('export'), teacherWithData('anderen')]);
}, 120_000);

describe('GET /api/users/me/export', () => {
  it('holds everything kept about her, with titles and slugs, and nothing of anyone else or any secret', async () => {
    const response = await api('/api/users/me/export', { token: teacher.jwt });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const data = obj(response.body);
    const [a, b, c, d] = teacher.guides.map((guide) => ({ title: guide.title, slug: guide.slug }));
    expect(obj(data.account)).toMatchObject({ id: teacher.id, email: teacher.email, username: teacher.email, confirmed: true, blocked: false });
    expect(obj(data.profile)).toMatchObject({ fullName: 'Test Leerkracht', educationRole: 'leraar', educationSector: 'VO', schoolName: 'Testschool', city: 'Amersfoort' });
    expect(arr(data.favourites)).toEqual(expect.arrayContaining([a, b]));
    expect(arr(data.favourites)).toHaveLength(2);
    expect(data.inProgress).toEqual([c]);
    expect(data.completed).toEqual([d]);
    expect(data.clusterLayout).toEqual({
      version: 1,
      items: [{ type: 'doorloopje', id: teacher.guides[0]?.id, ...a, x: 10, y: 20, scale: 1, instanceId: 'inst-1' }],
    });
    expect(obj(data.choices)).toEqual({ tourCompleted: true, cookies: { storedIn: 'browser', consent: null } });

    const conversations = arr(obj(data.assistant).conversations).map(obj);
    expect(conversations).toHaveLength(1);
    const messages = arr(conversations[0]?.messages).map(obj);
    expect(messages.map((message) => message.sender)).toEqual(['user', 'bot']);
    expect(messages[0]?.text).toBe('Hoe geef ik feedback? (export)');
    for (const message of messages) expect(Number.isNaN(Date.parse(String(message.createdAt)))).toBe(false);

    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password|resetPasswordToken|confirmationToken|\$2[aby]\$/);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('(anderen)');
    expect(text).not.toContain(inject('assistantServiceToken'));
    expect(text).not.toContain(teacher.jwt);
  });

  it('refuses a call without a token and one that names another user', async () => {
    expect((await api('/api/users/me/export')).status).toBe(403);
    expect((await api('/api/users/me/export', { token: 'not-a-token' })).status).toBe(401);
    expect((await api(`/api/users/me/export?id=${other.id}`, { token: teacher.jwt })).status).toBe(403);
    expect((await api(`/api/users/${other.id}/export`, { token: teacher.jwt })).status).toBe(404);
  });

  it('is rate-limited per account and can be downloaded again until then', async () => {
    const teacherB = await createConfirmedUser('limiet');
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await api('/api/users/me/export', { token: teacherB.jwt })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe("the assistant's user-data routes", () => {
  it("accept only the content service's credential, never a user's token", async () => {
    expect((await storedConversations(teacher.id, `Bearer ${teacher.jwt}`)).status).toBe(401);
    expect((await storedConversations(teacher.id, '')).status).toBe(401);
    expect((await storedConversations(teacher.id)).status).toBe(200);
  });
});

describe('deleting her own account', () => {
  it('refuses unauthenticated calls, other ids, and a missing or wrong password, removing nothing', async () => {
    const victim = await teacherWithData('blijft');
    const refused = [
      await api('/api/users/me', { method: 'DELETE', body: { password: victim.password } }),
      await api('/api/users/me/delete', { method: 'POST', body: { password: victim.password } }),
      await api('/api/users/me', { method: 'DELETE', token: victim.jwt, body: {} }),
      await api('/api/users/me', { method: 'DELETE', token: victim.jwt, body: { password: 'Fout!2026' } }),
      await api('/api/users/me/delete', { method: 'POST', token: victim.jwt, body: { password: 'Fout!2026' } }),
      await api('/api/users/me', { method: 'DELETE', token: teacher.jwt, body: { password: teacher.password, id: victim.id } }),
      // The generic user delete stays closed, for her own id and for others'.
      await api(`/api/users/${victim.id}`, { method: 'DELETE', token: victim.jwt }),
      await api(`/api/users/${victim.id}`, { method: 'DELETE', token: teacher.jwt }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 400, 400, 400, 403, 403, 403]);
    expect(JSON.stringify(refused[3]?.body)).toContain('Het wachtwoord is onjuist. Er is niets verwijderd.');

    expect((await api('/api/users/me', { token: victim.jwt })).status).toBe(200);
    expect((await api('/api/users/me', { token: teacher.jwt })).status).toBe(200);
    expect((await login(victim.email, victim.password)).jwt).toBeTruthy();
    expect((await storedConversations(victim.id)).body.conversations).toHaveLength(1);
  });

  it('with her password deletes account and conversations, refuses her token at once, mails her and frees the address', async () => {
    const leaving = await teacherWithData('vertrekt');
    const session = await chat(leaving.jwt, 'Nog een vraag');
    const response = await api('/api/users/me', { method: 'DELETE', token: leaving.jwt, body: { password: leaving.password } });
    expect(response.status).toBe(200);
    expect(obj(response.body).deleted).toEqual({ account: true, conversations: 2, messages: 4, analyticsEvents: 0 });

    // Both services refuse the old token at once.
    expect((await api('/api/users/me', { token: leaving.jwt })).status).toBe(401);
    const history = await fetch(`${inject('assistantUrl')}/get_chat_session?session_id=${session.sessionId}`, {
      headers: { Authorization: `Bearer ${leaving.jwt}` },
    });
    expect(history.status).toBe(401);
    expect((await storedConversations(leaving.id)).body.conversations).toEqual([]);
    expect((await api('/api/auth/local', { method: 'POST', body: { identifier: leaving.email, password: leaving.password } })).status).toBe(400);

    const mail = await waitForMail(leaving.email, /account is verwijderd/);
    expect(mail.html).toContain('je gesprekken met de AI-assistent (2 gesprek(ken), 4 bericht(en))');

    const again = await api('/api/auth/local/register', { method: 'POST', body: registrationPayload(leaving.email) });
    expect(again.status).toBe(200);

    // Others keep everything.
    expect((await storedConversations(teacher.id)).body.conversations).toHaveLength(1);
  });

  it('works through POST /api/users/me/delete too, and each request is recorded with who and when', async () => {
    const leaving = await createConfirmedUser('post');
    const response = await api('/api/users/me/delete', { method: 'POST', token: leaving.jwt, body: { password: leaving.password } });
    expect(response.status).toBe(200);
    const admin = await adminLogin();
    const records = await adminApi(admin, `/content-manager/collection-types/api::data-request.data-request?filters[subjectUserId][$eq]=${leaving.id}`);
    const rows = arr(obj(records.body).results).map(obj);
    expect(rows).toEqual([expect.objectContaining({ kind: 'deletion', subjectUserId: leaving.id, actor: 'de gebruiker zelf' })]);
    expect(Number.isNaN(Date.parse(String(rows[0]?.createdAt)))).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(leaving.email);
  });
});

describe('the administrator, for a request that came by e-mail', () => {
  const adminAs = (email: string, password: string) => adminLogin({ email, password });

  it("exports and deletes a teacher's data, recorded with the administrator's e-mail and the time", async () => {
    const asked = await teacherWithData('perpost');
    const admin = await adminLogin();
    const exported = await adminApi(admin, `/users-permissions/own-data/users/${asked.id}/export`);
    expect(exported.status).toBe(200);
    expect(obj(obj(exported.body).account).email).toBe(asked.email);
    expect(arr(obj(obj(exported.body).assistant).conversations)).toHaveLength(1);
    expect(JSON.stringify(exported.body)).not.toMatch(/password|resetPasswordToken|confirmationToken/);
    // The admin panel's edit view names the user by documentId.
    const documentId = String(obj((await api('/api/users/me', { token: asked.jwt })).body).documentId);
    const byDocument = await adminApi(admin, `/users-permissions/own-data/users/${documentId}/export`);
    expect(obj(obj(byDocument.body).account).id).toBe(asked.id);

    const deleted = await adminApi(admin, `/users-permissions/own-data/users/${asked.id}/delete`, 'POST');
    expect(deleted.status).toBe(200);
    expect(obj(obj(deleted.body).deleted)).toMatchObject({ account: true, conversations: 1, messages: 2 });
    expect((await api('/api/users/me', { token: asked.jwt })).status).toBe(401);
    expect((await storedConversations(asked.id)).body.conversations).toEqual([]);
    await waitForMail(asked.email, /account is verwijderd/);

    const records = await adminApi(admin, `/content-manager/collection-types/api::data-request.data-request?filters[subjectUserId][$eq]=${asked.id}&sort=id:asc`);
    const rows = arr(obj(records.body).results).map(obj);
    expect(rows.map((row) => [row.kind, row.actor])).toEqual([
      ['export', 'admin@doorloopjes.nl'],
      ['export', 'admin@doorloopjes.nl'],
      ['deletion', 'admin@doorloopjes.nl'],
    ]);
    expect((await adminApi(admin, `/users-permissions/own-data/users/${asked.id}/export`)).status).toBe(404);
  });

  it("refuses administrators who may not handle users, and teachers' tokens", async () => {
    const owner = await adminAs('productowner@doorloopjes.nl', 'Doorloopjes!Product2026');
    expect((await adminApi(owner, `/users-permissions/own-data/users/${teacher.id}/export`)).status).toBe(403);
    expect((await adminApi(owner, `/users-permissions/own-data/users/${teacher.id}/delete`, 'POST')).status).toBe(403);
    expect((await adminApi(teacher.jwt, `/users-permissions/own-data/users/${other.id}/export`)).status).toBe(401);
    expect((await api('/api/users/me', { token: teacher.jwt })).status).toBe(200);
    expect((await api('/api/users/me', { token: other.jwt })).status).toBe(200);
  });
});

describe('the privacy statement', () => {
  it('says what is kept, where and for how long, and how to download or delete it', async () => {
    const text = JSON.stringify((await api('/api/privacyverklaring?populate=*')).body);
    expect(text).toContain('Welke gegevens we bewaren, waar en hoe lang');
    expect(text).toContain('tot 12 maanden na het laatste bericht');
    expect(text).toContain('tot 13 maanden nadat ze zijn vastgelegd');
    expect(text).toContain('verwijderen we na 30 dagen');
    expect(text).toContain('Mijn gegevens');
  });
});

/** The removal job, run now against the test instance's database as if it were `now`. */
async function removeUnconfirmedAt(now: Date): Promise<number> {
  const last = await lastLineOfScript('remove-unconfirmed-accounts.mjs', { ...process.env, ...inject('cmsEnv'), NODE_ENV: 'test', JOB_NOW: now.toISOString() });
  return (JSON.parse(last) as { removed: number }).removed;
}

describe('accounts never confirmed', () => {
  it('are removed 30 days after registration; confirmed ones stay', async () => {
    const email = `nooit-bevestigd-${Date.now()}@doorloopjes.test`;
    expect((await api('/api/auth/local/register', { method: 'POST', body: registrationPayload(email) })).status).toBe(200);
    const day = 24 * 60 * 60 * 1000;
    const registerAgain = () => api('/api/auth/local/register', { method: 'POST', body: registrationPayload(email) });

    expect(await removeUnconfirmedAt(new Date(Date.now() + 29 * day))).toBe(0);
    expect((await registerAgain()).status).toBe(400);

    expect(await removeUnconfirmedAt(new Date(Date.now() + 31 * day))).toBeGreaterThanOrEqual(1);
    // The address is free again; confirmed accounts (the teachers of this file) are untouched.
    expect((await registerAgain()).status).toBe(200);
    expect((await api('/api/users/me', { token: teacher.jwt })).status).toBe(200);
  }, 180_000);
});
