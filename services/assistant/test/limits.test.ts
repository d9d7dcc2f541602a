import { describe, expect, it } from 'vitest';
import { messages } from '../src/http/messages.js';
import { RateLimiter } from '../src/http/rateLimiter.js';
import { generate, history } from './support/client.js';
import { closeAfterTest } from './support/closeAfterTest.js';
import { startFakeCms } from './support/fakeCms.js';
import { users } from './support/fixtures.js';
import { startAssistant } from './support/startAssistant.js';

const message = (text: string) => ({ session_id: null, message: text, role: 'leraar', url: '/' });

describe('per-user rate limit', () => {
  it('answers 429 in Dutch after 20 messages a minute, per user, writing nothing', async () => {
    const cms = closeAfterTest(await startFakeCms());
    const assistant = closeAfterTest(await startAssistant({ CONTENT_URL: cms.url }));
    const results = [];
    for (let i = 0; i < 20; i += 1) results.push(await generate(assistant.url, users.demo.token, message(`Vraag ${i}`)));
    expect(results.every((result) => result.status === 200)).toBe(true);

    const limited = await generate(assistant.url, users.demo.token, { ...message('Nog een'), session_id: results[0]?.body.session_id });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: messages.rateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await history(assistant.url, users.demo.token, results[0]?.body.session_id);
    expect(stored.body.history).toHaveLength(2);

    // Another user is not affected.
    expect((await generate(assistant.url, users.tweede.token, message('Mijn eerste vraag'))).status).toBe(200);
  });

  it('is configurable', async () => {
    const cms = closeAfterTest(await startFakeCms());
    const assistant = closeAfterTest(await startAssistant({ CONTENT_URL: cms.url, RATE_LIMIT_PER_MINUTE: '2' }));
    expect((await generate(assistant.url, users.demo.token, message('a'))).status).toBe(200);
    expect((await generate(assistant.url, users.demo.token, message('b'))).status).toBe(200);
    expect((await generate(assistant.url, users.demo.token, message('c'))).status).toBe(429);
  });
});

describe('rate limiter', () => {
  it('counts per user and forgets after the window', async () => {
    const limiter = RateLimiter.inMemory(2, 1);
    expect((await limiter.take('u1')).allowed).toBe(true);
    expect((await limiter.take('u1')).allowed).toBe(true);
    expect(await limiter.take('u1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Another user (from the same school network) is not affected.
    expect((await limiter.take('u2')).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.take('u1')).allowed).toBe(true);
  });
});

describe('content service unavailable', () => {
  it('answers 503 in Dutch when tokens cannot be checked', async () => {
    const cms = await startFakeCms();
    const url = cms.url;
    await cms.close();
    const assistant = closeAfterTest(await startAssistant({ CONTENT_URL: url }));
    const result = await generate(assistant.url, users.demo.token, message('Hallo'));
    expect(result.status).toBe(503);
    expect(result.body).toEqual({ error: messages.authUnavailable });
  });
});
