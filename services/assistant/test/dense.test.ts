import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ContentIndex } from '../src/retrieval/contentIndex.js';
import { cosine, DenseIndex, embeddingsClient, type Embed } from '../src/retrieval/denseIndex.js';
import type { ContentItem } from '../src/catalogue/types.js';

function item(slug: string, title: string, text: string): ContentItem {
  return { key: `doorloopje:${slug}`, kind: 'doorloopje', slug, title, text, steps: [], themeTitle: undefined, book: undefined, page: undefined, hasVideo: false };
}

/** A stand-in model: one dimension per topic word, so meaning is which topic words occur. */
const TOPICS = ['rust', 'stilte', 'feedback', 'groepjes'];
const embedded: string[] = [];
const embed: Embed = async (texts) => {
  embedded.push(...texts);
  return texts.map((text) => TOPICS.map((topic) => (text.toLowerCase().includes(topic) ? 1 : 0)));
};

const calm = item('stiltesignaal-invoeren', 'Stiltesignaal invoeren', 'Stilte en rust zonder te roepen.');
const feedback = item('feedback-op-het-proces', 'Feedback op het proces', 'Feedback die verder helpt.');

let server: http.Server | undefined;
afterEach(async () => {
  embedded.length = 0;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('dense retrieval', () => {
  it('ranks items by similarity of meaning', async () => {
    const dense = new DenseIndex(embed);
    await dense.refresh([calm, feedback]);
    expect(await dense.rank('meer rust in de klas')).toEqual([calm.key, feedback.key]);
    expect(cosine([1, 0], [1, 0])).toBe(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
  });

  it('embeds again only what changed, and forgets removed items', async () => {
    const dense = new DenseIndex(embed);
    await dense.refresh([calm, feedback]);
    embedded.length = 0;
    await dense.refresh([{ ...feedback, text: 'Feedback in groepjes.' }]);
    expect(embedded).toHaveLength(1);
    expect(dense.size).toBe(1);
  });

  it('answers with no ranking when the endpoint fails, so the word search stands alone', async () => {
    const errors: unknown[] = [];
    const failing = new DenseIndex(async (texts) => (texts.length > 1 ? embed(texts) : Promise.reject(new Error('down'))), (error) => errors.push(error));
    await failing.refresh([calm, feedback]);
    expect(await failing.rank('rust')).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('does not hold up the answer when the question embedding is slow', async () => {
    const errors: unknown[] = [];
    const slow = new DenseIndex(
      (texts) => (texts.length > 1 ? embed(texts) : new Promise<number[][]>((resolve) => setTimeout(() => resolve([[1, 0, 0, 0]]), 500))),
      (error) => errors.push(error),
      20,
    );
    await slow.refresh([calm, feedback]);
    expect(await slow.rank('rust')).toEqual([]);
    expect(String(errors[0])).toContain('longer than 20 ms');
  });

  it('is configured next to the chat model', () => {
    const env = { AI_BASE_URL: 'http://model.test/v1/', AI_API_KEY: 'sleutel', AI_EMBEDDING_MODEL: 'embedder' };
    expect(loadConfig(env).embeddings).toEqual({ baseUrl: 'http://model.test/v1', apiKey: 'sleutel', model: 'embedder', timeoutMs: 30_000 });
    expect(loadConfig({ ...env, AI_EMBEDDING_MODEL: '' }).embeddings).toBeUndefined();
  });

  it('is fused with the word ranking: an item found only by meaning joins the hits', () => {
    const index = new ContentIndex();
    index.replace([calm, feedback]);
    const words = index.find('stiltesignaal');
    expect(words.hits.map((hit) => hit.item.key)).toEqual([calm.key]);
    const fused = index.find('stiltesignaal', { dense: [feedback.key, calm.key] });
    expect(fused.hits.map((hit) => hit.item.key)).toEqual([calm.key, feedback.key]);
  });

  it('calls an OpenAI-compatible /v1/embeddings endpoint', async () => {
    const requests: { url: string | undefined; body: unknown; authorization: string | undefined }[] = [];
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ url: request.url, body: JSON.parse(body), authorization: request.headers.authorization });
        response.setHeader('Content-Type', 'application/json');
        // Out of order on purpose: the client sorts by index.
        response.end(JSON.stringify({ data: [{ index: 1, embedding: [0, 1] }, { index: 0, embedding: [1, 0] }] }));
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = embeddingsClient({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'sleutel', model: 'embedder', timeoutMs: 2000 });
    expect(await client(['een', 'twee'])).toEqual([[1, 0], [0, 1]]);
    expect(requests).toEqual([{ url: '/v1/embeddings', body: { model: 'embedder', input: ['een', 'twee'] }, authorization: 'Bearer sleutel' }]);
  });
});
