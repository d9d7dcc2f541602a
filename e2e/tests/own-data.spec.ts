import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@doorloopjes/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { ASSISTANT_URL, CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { createConfirmedUser, mailsFor, type TestUser } from '../support/users';

/**
 * A teacher's own data on /profile against the real services: the download holds her
 * favourites, cluster and conversation and nothing of anyone else; deleting the account needs
 * her password and then reaches the content service and the assistant's store.
 */

const l = messages.layout;
/** In the test environment the content service writes the assistant's credential here. */
const SERVICE_TOKEN_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/assistant/data/service-token');

const auth = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

async function firstGuides(request: APIRequestContext, user: TestUser): Promise<Array<{ id: number; title: string; slug: string }>> {
  const response = await request.get(`${CONTENT_URL}/api/doorloopjes`, {
    params: { 'fields[0]': 'title', 'fields[1]': 'slug', sort: 'slug:asc', 'pagination[pageSize]': '3' },
    headers: auth(user.jwt),
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: Array<{ id: number; title: string; slug: string }> }).data;
}

/** One question to the real assistant; returns the new session id. */
async function converse(request: APIRequestContext, user: TestUser, message: string): Promise<string> {
  const response = await request.post(`${ASSISTANT_URL}/generate_response`, {
    headers: auth(user.jwt),
    data: { session_id: null, message, role: 'leraar', url: '/dashboard' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { session_id: string }).session_id;
}

/** The assistant's store, read as the content service reads it. */
async function storedConversations(request: APIRequestContext, userId: number): Promise<unknown[]> {
  const token = fs.readFileSync(SERVICE_TOKEN_FILE, 'utf8').trim();
  const response = await request.get(`${ASSISTANT_URL}/users/${userId}/conversations`, { headers: auth(token) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { conversations: unknown[] }).conversations;
}

async function openDeleteDialog(page: Page) {
  await page.getByRole('button', { name: l.deleteAccount }).click();
  return page.getByRole('dialog', { name: l.deleteAccountTitle });
}

test('a teacher downloads all her data, and deletes her account only with her password', async ({ page, request, user }) => {
  const [a, b, c] = await firstGuides(request, user);
  const put = (data: unknown) => request.put(`${CONTENT_URL}/api/users/${user.id}`, { headers: auth(user.jwt), data });
  expect((await put({ favorite_doorloopjes: { connect: [a!.id, b!.id] } })).ok()).toBeTruthy();
  expect((await put({ cluster_builder_state: [{ id: c!.id, __type: 'doorloopje', x: 40, y: 60, scale: 1, instanceId: 'e2e-1' }], cluster_builder_version: 0 })).ok()).toBeTruthy();
  const question = `Hoe gebruik ik een time-timer in de klas? (${user.email})`;
  const sessionId = await converse(request, user, question);

  const other = await createConfirmedUser(request, 'Andere Docent');
  const otherQuestion = `Wat is een exit-ticket? (${other.email})`;
  await converse(request, other, otherQuestion);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: l.myDataTitle });
  await expect(section.getByRole('heading', { name: l.myDataTitle })).toBeVisible();
  await expect(section.getByText(l.myDataIntro)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: l.downloadMyData }).click()]);
  expect(download.suggestedFilename()).toMatch(/^doorloopjes-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  const text = fs.readFileSync((await download.path()) ?? '', 'utf8');
  const data = JSON.parse(text) as {
    account: { email: string };
    favourites: Array<{ title: string; slug: string }>;
    clusterLayout: { items: Array<{ title: string; slug: string; x: number }> };
    assistant: { conversations: Array<{ id: string; messages: Array<{ sender: string; text: string; createdAt: string }> }> };
  };
  expect(data.account.email).toBe(user.email);
  expect(data.favourites).toEqual(expect.arrayContaining([{ title: a!.title, slug: a!.slug }, { title: b!.title, slug: b!.slug }]));
  expect(data.clusterLayout.items).toEqual([expect.objectContaining({ title: c!.title, slug: c!.slug, x: 40 })]);
  expect(data.assistant.conversations.map((conversation) => conversation.id)).toEqual([sessionId]);
  expect(data.assistant.conversations[0]?.messages[0]).toMatchObject({ sender: 'user', text: question });
  expect(text).not.toContain(other.email);
  expect(text).not.toContain(user.jwt);
  expect(text).not.toMatch(/"password"|resetPasswordToken|confirmationToken|\$2[aby]\$/);

  // A wrong password: an error in the dialog, and nothing changes anywhere.
  const dialog = await openDeleteDialog(page);
  await dialog.getByLabel(l.deleteAccountPassword).fill('Helemaal fout!1');
  await dialog.getByRole('button', { name: l.deleteAccountConfirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(l.deleteAccountWrongPassword);
  expect((await request.get(`${CONTENT_URL}/api/users/me`, { headers: auth(user.jwt) })).status()).toBe(200);
  expect((await request.get(`${ASSISTANT_URL}/get_chat_session?session_id=${sessionId}`, { headers: auth(user.jwt) })).status()).toBe(200);
  expect(await storedConversations(request, user.id)).toHaveLength(1);

  // The right one: she lands on / with the notice, logged out.
  await dialog.getByLabel(l.deleteAccountPassword).fill(user.password);
  await dialog.getByRole('button', { name: l.deleteAccountConfirm }).click();
  await expect(page.getByText(messages.auth.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();

  // Both services refuse her token; the old credentials fail; the conversation is gone.
  expect((await request.get(`${CONTENT_URL}/api/users/me`, { headers: auth(user.jwt) })).status()).toBe(401);
  expect((await request.get(`${ASSISTANT_URL}/get_chat_session?session_id=${sessionId}`, { headers: auth(user.jwt) })).status()).toBe(401);
  expect((await request.post(`${CONTENT_URL}/api/auth/local`, { data: { identifier: user.email, password: user.password } })).status()).toBe(400);
  expect(await storedConversations(request, user.id)).toEqual([]);
  // The other teacher keeps hers.
  expect(await storedConversations(request, other.id)).toHaveLength(1);

  await expect.poll(async () => (await mailsFor(request, user.email)).some((mail) => /account is verwijderd/.test(mail.subject))).toBe(true);

  // The address registers again.
  const again = await request.post(`${CONTENT_URL}/api/auth/local/register`, {
    data: { username: user.email, email: user.email, password: 'Nieuwwachtwoord!1', fullName: 'Terug Docent', educationRole: 'leraar', educationRoleOther: '', educationSector: 'PO', isStudent: false, schoolName: '', city: '' },
  });
  expect(again.status(), await again.text()).toBe(200);
});

test("an administrator downloads and deletes a teacher's data from the admin panel, for a request by e-mail", async ({ page, request }) => {
  test.setTimeout(120_000);
  const teacher = await createConfirmedUser(request, 'Per Post');
  const question = `Wat is een exit-ticket? (${teacher.email})`;
  await converse(request, teacher, question);
  const me = await request.get(`${CONTENT_URL}/api/users/me`, { headers: auth(teacher.jwt) });
  const documentId = ((await me.json()) as { documentId: string }).documentId;

  await page.goto(`${CONTENT_URL}/admin/auth/login`);
  await page.getByLabel(/e-?mail/i).fill('admin@doorloopjes.nl');
  await page.getByLabel(/password|wachtwoord/i).fill('Doorloopjes!Admin2026');
  await page.getByRole('button', { name: /log ?in|inloggen/i }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(`${CONTENT_URL}/admin/content-manager/collection-types/plugin::users-permissions.user/${documentId}`);

  const panel = page.getByRole('region', { name: 'Gegevens van deze gebruiker' });
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Gegevens downloaden' }).click()]);
  const data = JSON.parse(fs.readFileSync((await download.path()) ?? '', 'utf8')) as {
    account: { email: string };
    assistant: { conversations: Array<{ messages: Array<{ text: string }> }> };
  };
  expect(data.account.email).toBe(teacher.email);
  expect(data.assistant.conversations[0]?.messages[0]?.text).toBe(question);

  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Account en gegevens verwijderen' }).click();
  await expect(page).toHaveURL(/plugin::users-permissions\.user(\?|$)/);
  expect((await request.get(`${CONTENT_URL}/api/users/me`, { headers: auth(teacher.jwt) })).status()).toBe(401);
  expect(await storedConversations(request, teacher.id)).toEqual([]);
});
