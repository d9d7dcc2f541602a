import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, withHeader } from './support/client.js';
import { startFakeCms, type FakeCms } from './support/fakeCms.js';
import { linkTargets } from './support/fixtureIndex.js';
import { users } from './support/fixtures.js';
import { eventually, startAssistant, type RunningAssistant } from './support/startAssistant.js';

/**
 * An embeddings endpoint whose "meaning" is one dimension: does the text talk about predicting
 * (the reading guide) or about guessing? The word search alone ranks the reading guide after the feedback guide
 * for the question below (after fractions and feedback); the meaning ranking lifts it.
 */
const inputs: string[] = [];
const meaning = (text: string) => (/voorspel|gokken/i.test(text) ? [1, 0] : [0, 1]);
let embeddings: http.Server;
let cms: FakeCms;
let assistant: RunningAssistant;

beforeAll(async () => {
  embeddings = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { input } = JSON.parse(body) as { input: string[] };
      inputs.push(...input);
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ data: input.map((text, index) => ({ index, embedding: meaning(text) })) }));
    });
  });
  await new Promise<void>((resolve) => embeddings.listen(0, '127.0.0.1', resolve));
  const { port } = embeddings.address() as AddressInfo;
  cms = await startFakeCms();
  // No chat model: the no-model responder answers, the embeddings model only ranks.
  assistant = await startAssistant({ CONTENT_URL: cms.url, AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'sleutel', AI_EMBEDDING_MODEL: 'embedder' });
  await eventually(() => assistant.service.index.size > 0 && inputs.length >= assistant.service.index.size, 'content embedded');
});

afterAll(async () => {
  await assistant.close();
  await cms.close();
  await new Promise((resolve) => embeddings.close(resolve));
});

describe('dense retrieval in the service', () => {
  it('embeds the content after a refresh and fuses the meaning ranking into the answer', async () => {
    const embeddedItems = inputs.length;
    const question = 'Breuken vergelijken door eerst te gokken';
    const result = await generate(assistant.url, users.demo.token, { session_id: null, message: withHeader(question, { Rol: 'leraar' }), role: 'leraar', url: null });
    expect(result.status).toBe(200);
    expect(inputs.slice(embeddedItems)).toEqual([question]);
    const links = linkTargets(result.body.response ?? '');
    const reading = links.indexOf('/doorloopjes/voorspellen-bij-begrijpend-lezen');
    const feedback = links.indexOf('/doorloopjes/feedback-geven-met-de-feedbackladder');
    expect(reading).toBeGreaterThanOrEqual(0);
    expect(feedback === -1 || reading < feedback).toBe(true);
    expect(links).toContain('/doorloopjes/breuken-vergelijken');
  });
});
