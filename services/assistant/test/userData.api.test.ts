import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/http/messages.js';
import { generate, history } from './support/client.js';
import { startFakeCms, type FakeCms } from './support/fakeCms.js';
import { users } from './support/fixtures.js';
import { startAssistant, tempDbPath, type RunningAssistant } from './support/startAssistant.js';

const SERVICE_TOKEN = 'content-service-credential-for-tests';

let cms: FakeCms;
let assistant: RunningAssistant;

beforeAll(async () => {
  cms = await startFakeCms();
  assistant = await startAssistant({ CONTENT_URL: cms.url, RATE_LIMIT_PER_MINUTE: '1000', ASSISTANT_SERVICE_TOKEN: SERVICE_TOKEN });
});

afterAll(async () => {
  await assistant.close();
  await cms.close();
});

async function call(method: 'GET' | 'DELETE', userId: string, authorization?: string, baseUrl = assistant.url) {
  const response = await fetch(`${baseUrl}/users/${userId}/conversations`, {
    method,
    headers: authorization ? { Authorization: authorization } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function startConversation(token: string, text: string): Promise<string> {
  const result = await generate(assistant.url, token, { session_id: null, message: text, role: 'leraar', url: '/dashboard' });
  expect(result.status).toBe(200);
  return result.body.session_id ?? '';
}

describe("a user's conversations for the content service", () => {
  it.each([
    ['no credential', undefined],
    ["the user's own token", `Bearer ${users.demo.token}`],
    ['a wrong secret', 'Bearer not-the-credential'],
    ['the credential without Bearer', SERVICE_TOKEN],
  ])('refuses %s with 401 and removes nothing', async (_name, authorization) => {
    const sessionId = await startConversation(users.demo.token, 'Wat is een exit-ticket?');
    for (const method of ['GET', 'DELETE'] as const) {
      const result = await call(method, String(users.demo.user.id), authorization);
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ error: messages.serviceOnly });
    }
    expect((await history(assistant.url, users.demo.token, sessionId)).body.history).toHaveLength(2);
  });

  it('exports every conversation of the named user with messages and times, and only hers', async () => {
    const sessionId = await startConversation(users.tweede.token, 'Hoe houd ik de orde?');
    await startConversation(users.demo.token, 'Iets van een ander');
    const result = await call('GET', String(users.tweede.user.id), `Bearer ${SERVICE_TOKEN}`);
    expect(result.status).toBe(200);
    const conversations = result.body.conversations as { id: string; createdAt: string; messages: { sender: string; text: string; createdAt: string }[] }[];
    expect(conversations.map((conversation) => conversation.id)).toEqual([sessionId]);
    expect(conversations[0]?.messages.map((message) => [message.sender, message.text.slice(0, 19)])).toEqual([
      ['user', 'Hoe houd ik de orde'],
      ['bot', expect.any(String)],
    ]);
    for (const message of conversations[0]?.messages ?? []) expect(Number.isNaN(Date.parse(message.createdAt))).toBe(false);
  });

  it('refuses a malformed user id', async () => {
    expect((await call('GET', 'abc', `Bearer ${SERVICE_TOKEN}`)).status).toBe(400);
  });

  it("erases the user's conversations and refuses her token at once, even while it is cached", async () => {
    const sessionId = await startConversation(users.mbo.token, 'Maak een lesplan voor breuken');
    const otherSession = await startConversation(users.demo.token, 'Wat is een exit-ticket?');
    // The token is cached as valid now; the content service would still accept it in this fake.
    expect((await history(assistant.url, users.mbo.token, sessionId)).status).toBe(200);

    const erased = await call('DELETE', String(users.mbo.user.id), `Bearer ${SERVICE_TOKEN}`);
    expect(erased).toEqual({ status: 200, body: { deleted: { conversations: 1, messages: 2 } } });

    const refused = await history(assistant.url, users.mbo.token, sessionId);
    expect(refused.status).toBe(401);
    expect((await generate(assistant.url, users.mbo.token, { session_id: null, message: 'Hallo', role: null, url: null })).status).toBe(401);
    expect((await call('GET', String(users.mbo.user.id), `Bearer ${SERVICE_TOKEN}`)).body).toEqual({ conversations: [] });
    expect((await history(assistant.url, users.demo.token, otherSession)).body.history).toHaveLength(2);
  });

  it('refuses every call when no credential is configured, and reads the development file when there is one', async () => {
    const dbPath = tempDbPath();
    const tokenFile = path.join(path.dirname(dbPath), 'service-token');
    const second = await startAssistant({ CONTENT_URL: cms.url, SERVICE_TOKEN_FILE: tokenFile }, dbPath);
    try {
      expect((await call('GET', '1', 'Bearer ', second.url)).status).toBe(401);
      expect((await call('GET', '1', `Bearer ${SERVICE_TOKEN}`, second.url)).status).toBe(401);
      // The content service may write the file after the assistant started.
      fs.writeFileSync(tokenFile, 'written-by-the-content-service\n');
      expect((await call('GET', '1', 'Bearer written-by-the-content-service', second.url)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
