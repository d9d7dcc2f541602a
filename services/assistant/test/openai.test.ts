import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/http/messages.js';
import { generate, history, withHeader } from './support/client.js';
import { startFakeCms, type FakeCms } from './support/fakeCms.js';
import { startFakeModel, type FakeModel } from './support/fakeModel.js';
import { users } from './support/fixtures.js';
import { eventually, startAssistant, type RunningAssistant } from './support/startAssistant.js';

let cms: FakeCms;
let model: FakeModel;
let assistant: RunningAssistant;

beforeAll(async () => {
  cms = await startFakeCms();
  model = await startFakeModel();
  assistant = await startAssistant({
    CONTENT_URL: cms.url,
    AI_BASE_URL: `${model.url}/v1`,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '300',
  });
  await eventually(() => assistant.service.index.size > 0, 'content indexed');
});

afterEach(() => {
  model.requests.length = 0;
  model.behaviour = { kind: 'answer', text: 'Antwoord van het model.' };
});

afterAll(async () => {
  await assistant.close();
  await model.close();
  await cms.close();
});

const ask = (text: string, sessionId: string | null = null) =>
  generate(assistant.url, users.demo.token, {
    session_id: sessionId,
    message: withHeader(text, { Rol: 'leraar', Sector: 'PO', Bezig: 'Breuken vergelijken' }),
    role: 'leraar',
    url: '/dashboard',
  });

describe('OpenAI-compatible provider', () => {
  it('sends a chat-completions request with the model, the key, the retrieved passages and the question', async () => {
    const result = await ask('Hoe vergelijk ik breuken?');
    expect(result.status).toBe(200);
    expect(result.body.response).toBe('Antwoord van het model.');

    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.stream).toBe(false);
    const sent = request?.body.messages ?? [];
    expect(sent[0]?.role).toBe('system');
    expect(sent[0]?.content).toContain('Breuken vergelijken (doorloopje, link: /doorloopjes/breuken-vergelijken)');
    expect(sent[0]?.content).toContain('Gelijknamig maken');
    expect(sent[0]?.content).toContain('- Sector: PO');
    expect(sent[0]?.content).toContain('- Bezig met: Breuken vergelijken');
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Hoe vergelijk ik breuken?' });
  });

  it('includes earlier messages of the session', async () => {
    const first = await ask('Eerste vraag');
    await ask('Tweede vraag', first.body.session_id ?? null);
    const sent = model.requests[1]?.body.messages ?? [];
    expect(sent.slice(1).map((message) => [message.role, message.content])).toEqual([
      ['user', 'Eerste vraag'],
      ['assistant', 'Antwoord van het model.'],
      ['user', 'Tweede vraag'],
    ]);
  });

  it('removes links the model invented, keeping links to existing pages', async () => {
    model.behaviour = {
      kind: 'answer',
      text: 'Zie [Breuken vergelijken](/doorloopjes/breuken-vergelijken), [Verzonnen](/doorloopjes/bestaat-niet) en [extern](https://example.com).',
    };
    const result = await ask('Breuken?');
    expect(result.body.response).toBe('Zie [Breuken vergelijken](/doorloopjes/breuken-vergelijken), Verzonnen en extern.');
  });

  it('answers 504 in Dutch when the model is too slow, writing nothing', async () => {
    const first = await ask('Eerste vraag');
    const sessionId = first.body.session_id ?? '';
    model.behaviour = { kind: 'stall', ms: 1_000 };
    const started = Date.now();
    const result = await ask('Trage vraag', sessionId);
    expect(result.status).toBe(504);
    expect(result.body).toEqual({ error: messages.modelTimeout });
    // The configured 300 ms timeout, not the model's 1 s stall, decides when the user hears back.
    expect(Date.now() - started).toBeLessThan(900);
    expect((await history(assistant.url, users.demo.token, sessionId)).body.history).toHaveLength(2);
  });

  it('answers 502 in Dutch when the model fails, and keeps the session unchanged', async () => {
    const ok = await ask('Werkt het?');
    const sessionId = ok.body.session_id ?? '';
    model.behaviour = { kind: 'error', status: 500 };
    const failed = await ask('En nu?', sessionId);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ error: messages.modelUnavailable });
    expect((await history(assistant.url, users.demo.token, sessionId)).body.history).toHaveLength(2);
  });
});

describe('unreachable model', () => {
  it('answers 502 in Dutch', async () => {
    const down = await startFakeModel();
    const url = down.url;
    await down.close();
    const service = await startAssistant({ CONTENT_URL: cms.url, AI_BASE_URL: `${url}/v1`, AI_API_KEY: 'k', AI_MODEL: 'm' });
    try {
      const result = await generate(service.url, users.demo.token, { session_id: null, message: 'Hallo', role: null, url: null });
      expect(result.status).toBe(502);
      expect(result.body).toEqual({ error: messages.modelUnavailable });
    } finally {
      await service.close();
    }
  });
});
