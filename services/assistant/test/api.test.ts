import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/http/messages.js';
import { generate, history, withHeader } from './support/client.js';
import { startFakeCms, type FakeCms } from './support/fakeCms.js';
import { users } from './support/fixtures.js';
import { eventually, startAssistant, type RunningAssistant } from './support/startAssistant.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let cms: FakeCms;
let assistant: RunningAssistant;

/** Counts rows straight from the SQLite file, to prove that rejected requests wrote nothing. */
function rowCounts(): { sessions: number; messages: number } {
  const db = new Database(assistant.sqlitePath, { readonly: true });
  try {
    const sessions = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM sessions').get()?.n ?? -1;
    const messageRows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM messages').get()?.n ?? -1;
    return { sessions, messages: messageRows };
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  cms = await startFakeCms();
  assistant = await startAssistant({ CONTENT_URL: cms.url, RATE_LIMIT_PER_MINUTE: '1000' });
  await eventually(() => assistant.service.index.size > 0, 'content indexed');
});

afterAll(async () => {
  await assistant.close();
  await cms.close();
});

describe('generate_response', () => {
  it('answers with response, a new session id and a message id, grounded in the content', async () => {
    const result = await generate(assistant.url, users.demo.token, {
      session_id: null,
      message: withHeader('Hoe kan ik breuken vergelijken?', { Rol: 'leraar', Sector: 'PO' }),
      role: 'leraar',
      url: 'http://localhost:3000/dashboard',
    });
    expect(result.status).toBe(200);
    expect(result.body.session_id).toMatch(UUID);
    expect(result.body.messageId).toMatch(UUID);
    expect(result.body.response).toContain('[Breuken vergelijken](/doorloopjes/breuken-vergelijken)');
  });

  it('keeps the history in order, without the context header', async () => {
    const first = await generate(assistant.url, users.demo.token, {
      session_id: null,
      message: withHeader('Wat is een exit-ticket?', { Rol: 'leraar' }),
      role: 'leraar',
      url: '/dashboard',
    });
    const sessionId = first.body.session_id ?? '';
    const second = await generate(assistant.url, users.demo.token, {
      session_id: sessionId,
      message: 'Maak een samenvatting van Rekenangst voorkomen',
      role: 'leraar',
      url: '/dashboard',
    });
    expect(second.status).toBe(200);
    expect(second.body.session_id).toBe(sessionId);

    const result = await history(assistant.url, users.demo.token, sessionId);
    expect(result.status).toBe(200);
    expect(result.body.history).toEqual([
      { sender: 'user', text: 'Wat is een exit-ticket?' },
      { sender: 'bot', text: first.body.response },
      { sender: 'user', text: 'Maak een samenvatting van Rekenangst voorkomen' },
      { sender: 'bot', text: second.body.response },
    ]);
  });

  it('starts a fresh session for a well-formed but unknown session id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const result = await generate(assistant.url, users.demo.token, { session_id: unknown, message: 'Hallo', role: null, url: null });
    expect(result.status).toBe(200);
    expect(result.body.session_id).toMatch(UUID);
    expect(result.body.session_id).not.toBe(unknown);
  });

  it('verifies a token once and then answers from the cache', async () => {
    const before = cms.calls.get('/api/users/me') ?? 0;
    for (let i = 0; i < 3; i += 1) {
      const result = await generate(assistant.url, users.mbo.token, { session_id: null, message: 'feedback', role: 'leraar', url: '/' });
      expect(result.status).toBe(200);
    }
    expect((cms.calls.get('/api/users/me') ?? 0) - before).toBe(1);
  });
});

describe('bad input is refused in Dutch and writes nothing', () => {
  const valid = { session_id: null, message: 'Hallo', role: 'leraar', url: '/dashboard' };
  const cases: { name: string; token: string | undefined; body?: unknown; raw?: string; contentType?: string; status: number; error: string }[] = [
    { name: 'missing token', token: undefined, body: valid, status: 401, error: messages.missingToken },
    { name: 'invalid token', token: 'not-a-real-token', body: valid, status: 401, error: messages.invalidToken },
    { name: 'invalid JSON', token: users.demo.token, raw: '{"message": "Hallo",', status: 400, error: messages.invalidJson },
    { name: 'non-JSON content type', token: users.demo.token, raw: 'Hallo', contentType: 'text/plain', status: 415, error: messages.unsupportedMediaType },
    { name: 'missing message', token: users.demo.token, body: { session_id: null, role: 'leraar', url: '/' }, status: 400, error: messages.emptyMessage },
    { name: 'empty message', token: users.demo.token, body: { ...valid, message: '' }, status: 400, error: messages.emptyMessage },
    { name: 'whitespace message', token: users.demo.token, body: { ...valid, message: '  \n\t ' }, status: 400, error: messages.emptyMessage },
    { name: 'a context header without a question', token: users.demo.token, body: { ...valid, message: withHeader('', { Rol: 'leraar' }) }, status: 400, error: messages.emptyMessage },
    { name: 'message over 8000 characters', token: users.demo.token, body: { ...valid, message: 'a'.repeat(8001) }, status: 400, error: messages.messageTooLong },
    { name: 'message of the wrong type', token: users.demo.token, body: { ...valid, message: 42 }, status: 400, error: messages.emptyMessage },
    { name: 'malformed session id', token: users.demo.token, body: { ...valid, session_id: 'abc; DROP TABLE sessions' }, status: 400, error: messages.invalidSessionId },
    { name: 'numeric session id', token: users.demo.token, body: { ...valid, session_id: 12 }, status: 400, error: messages.invalidSessionId },
    { name: 'a JSON array body', token: users.demo.token, body: ['Hallo'], status: 400, error: messages.invalidRequest },
  ];

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const before = rowCounts();
      const result = await generate(assistant.url, testCase.token, testCase.body, {
        rawBody: testCase.raw,
        contentType: testCase.contentType,
      });
      expect(result.status).toBe(testCase.status);
      expect(result.body).toEqual({ error: testCase.error });
      expect(rowCounts()).toEqual(before);
    });
  }

  it('accepts exactly 8000 characters', async () => {
    const result = await generate(assistant.url, users.demo.token, { ...valid, message: 'b'.repeat(8000) });
    expect(result.status).toBe(200);
  });
});

describe('get_chat_session', () => {
  it('needs a token', async () => {
    const result = await history(assistant.url, undefined, '00000000-0000-4000-8000-000000000000');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: messages.missingToken });
  });

  it('refuses a missing or malformed session id', async () => {
    expect((await history(assistant.url, users.demo.token, undefined)).body).toEqual({ error: messages.missingSessionId });
    const malformed = await history(assistant.url, users.demo.token, '../../etc/passwd');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: messages.invalidSessionId });
  });
});

describe('sessions belong to their user', () => {
  it("shows no history of another user's session and refuses to append to it", async () => {
    const own = await generate(assistant.url, users.demo.token, { session_id: null, message: 'Geheime vraag over lezen', role: 'leraar', url: '/' });
    const sessionId = own.body.session_id ?? '';

    const peek = await history(assistant.url, users.tweede.token, sessionId);
    expect(peek.status).toBe(200);
    expect(peek.body).toEqual({ history: [] });

    const before = rowCounts();
    const append = await generate(assistant.url, users.tweede.token, { session_id: sessionId, message: 'Ik schrijf mee', role: 'schoolleider', url: '/' });
    expect(append.status).toBe(404);
    expect(append.body).toEqual({ error: messages.sessionNotFound });
    expect(rowCounts()).toEqual(before);

    const mine = await history(assistant.url, users.demo.token, sessionId);
    expect(mine.body.history?.map((message) => message.text)).toEqual(['Geheime vraag over lezen', own.body.response]);
  });
});

describe('CORS', () => {
  it('allows the platform origins and no others', async () => {
    const preflight = (origin: string) =>
      fetch(`${assistant.url}/generate_response`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
      });
    const allowed = await preflight('http://localhost:3003');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3003');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');

    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('unknown routes', () => {
  it('answer 404 with a Dutch error', async () => {
    const response = await fetch(`${assistant.url}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: messages.notFound });
  });
});
