import { createRequire } from 'node:module';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, arr, createConfirmedUser, obj, type ApiResponse } from './api';
import { lastLineOfScript } from './run-script';

const require = createRequire(import.meta.url);
const { analyticsEventLimits, analyticsEventLimitSettings } = require('../src/api/analytics-event/limits.js') as {
  analyticsEventLimits: (strapi: unknown, settings: { perMinute: number; perDay: number }) => { take: (ctx: unknown, userId: number) => Promise<void> };
  analyticsEventLimitSettings: (env?: NodeJS.ProcessEnv) => { perMinute: number; perDay: number };
};

type Teacher = Awaited<ReturnType<typeof createConfirmedUser>>;

const send = (token: string, data: Record<string, unknown>): Promise<ApiResponse> =>
  api('/api/analytics-events', { method: 'POST', token, body: { data } });
const pageView = (path = '/dashboard') => ({ type: 'page_view', path, title: 'Dashboard', payload: {}, sessionId: null });

async function inBatches(count: number, parallel: number, task: (i: number) => Promise<number>): Promise<number[]> {
  const results: number[] = [];
  for (let start = 0; start < count; start += parallel) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, (_, j) => task(start + j)))));
  }
  return results;
}

const exportedEvents = async (teacher: Teacher) =>
  arr(obj((await api('/api/users/me/export', { token: teacher.jwt })).body).analyticsEvents).map((event) => obj(event));

let teacher: Teacher;
let colleague: Teacher;
beforeAll(async () => {
  [teacher, colleague] = [await createConfirmedUser('analytics'), await createConfirmedUser('analytics-collega')];
});

describe('analytics events per user', () => {
  it('120 a minute are stored; the 121st is refused with Retry-After, for that user only', async () => {
    // The test instance runs with the production numbers.
    expect(analyticsEventLimitSettings({})).toEqual({ perMinute: 120, perDay: 5000 });
    const statuses = await inBatches(120, 12, async (i) => (await send(teacher.jwt, pageView(`/pagina-${i}`))).status);
    expect(statuses).toEqual(Array(120).fill(204));
    const refused = await send(teacher.jwt, pageView('/te-veel'));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await send(colleague.jwt, pageView())).status).toBe(204);
    // The refused event was not stored; the data export still lists all she wrote.
    const paths = (await exportedEvents(teacher)).map((event) => event.path);
    expect(paths).toHaveLength(120);
    expect(paths).not.toContain('/te-veel');
  });

  it('a payload of at most 2 KB (its JSON) is stored; one byte more is refused with 400', async () => {
    // {"text":"…"} is 11 bytes around the text.
    expect((await send(colleague.jwt, { type: 'ai_message', payload: { text: 'x'.repeat(2048 - 11) } })).status).toBe(204);
    const tooLarge = await send(colleague.jwt, { type: 'ai_message', payload: { text: 'x'.repeat(2048 - 10) } });
    expect(tooLarge.status).toBe(400);
    expect(JSON.stringify(tooLarge.body)).toContain('payload is groter dan 2048 bytes');
  });
});

describe('the per-day limit (the limiters themselves, with small numbers)', () => {
  // 5,000 a day at 120 a minute takes 42 minutes to reach, so the day is tested on the same
  // limiters the controller uses, in process memory, without a Strapi around them.
  const strapi = { config: { get: () => undefined } };
  const ctx = () => ({ set: () => undefined });
  const outcome = (promise: Promise<void>) => promise.then(() => 'stored', (error: { name?: string; details?: { retryAfter?: number } }) => `${error.name}:${error.details?.retryAfter ?? ''}`);

  it('refuses the event after the day is full, with a wait of up to a day, and counts per user', async () => {
    const limits = analyticsEventLimits(strapi, { perMinute: 100, perDay: 5 });
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await outcome(limits.take(ctx(), 1)));
    expect(results.slice(0, 5)).toEqual(Array(5).fill('stored'));
    const [name, wait] = results[5].split(':');
    expect(name).toBe('RateLimitError');
    expect(Number(wait)).toBeGreaterThan(60);
    expect(Number(wait)).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await outcome(limits.take(ctx(), 2))).toBe('stored');
  });
});

/** The retention job, run now against the test instance's database as if it were `now`. */
async function removeExpiredAt(now: Date): Promise<number> {
  const last = await lastLineOfScript('remove-expired-analytics.mjs', { ...process.env, ...inject('cmsEnv'), NODE_ENV: 'test', JOB_NOW: now.toISOString() });
  return (JSON.parse(last) as { removed: number }).removed;
}

describe('retention', () => {
  it('keeps events for 13 months and then removes them (the export lists them until then)', async () => {
    const inMonths = (months: number, days = 0) => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() + months);
      return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
    };
    expect(await exportedEvents(colleague)).not.toHaveLength(0);
    await removeExpiredAt(inMonths(13, -1));
    expect((await exportedEvents(colleague)).length).toBeGreaterThan(0);
    expect(await removeExpiredAt(inMonths(13, 1))).toBeGreaterThanOrEqual(2);
    expect(await exportedEvents(colleague)).toEqual([]);
  }, 240_000);
});
