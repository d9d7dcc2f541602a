import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminLogin, PRODUCT_OWNER } from './admin';
import { api, arr, createConfirmedUser, DEMO, login, obj, type JsonObject } from './api';

let teacher: string;

beforeAll(async () => {
  teacher = (await login(DEMO.email, DEMO.password)).jwt;
  // The health view lists a version once it has a page load (a health event); this file reads its figures there.
  const event = { environment: 'development', remote: 'mf-content', version: 'local', canary: false, outcome: 'loaded', loadMs: 450, pageLoadId: crypto.randomUUID() };
  expect((await api('/api/remote-health/events', { method: 'POST', token: teacher, body: { data: event } })).status).toBe(204);
});

/** A page figure of mf-content's stable build in development (every user is served `local` there). */
const figure = (overrides: JsonObject = {}): JsonObject => ({
  environment: 'development',
  remote: 'mf-content',
  version: 'local',
  canary: false,
  pageLoadId: crypto.randomUUID(),
  metric: 'content',
  value: 640,
  ...overrides,
});
const send = (token: string | undefined, data: JsonObject) => api('/api/remote-health/figures', { method: 'POST', token, body: { data } });
const errorMessage = (body: unknown) => String(obj(obj(body as JsonObject).error).message);

describe('POST /api/remote-health/figures', () => {
  it('refuses a visitor', async () => {
    expect([401, 403]).toContain((await send(undefined, figure())).status);
  });

  it('counts each figure once per page load, and the health view has its p75 per version', async () => {
    const pageLoadId = crypto.randomUUID();
    for (const [metric, value] of [['content', 640], ['LCP', 1180], ['INP', 96], ['CLS', 0.04]] as const) {
      expect((await send(teacher, figure({ pageLoadId, metric, value }))).status).toBe(204);
    }
    const again = await send(teacher, figure({ pageLoadId, metric: 'LCP', value: 1180 }));
    expect(again.status).toBe(409);
    expect(errorMessage(again.body)).toMatch(/al gemeld/);

    const overview = await adminApi(await adminLogin(PRODUCT_OWNER), '/admin/remote-health/overview?environment=development&remote=mf-content&range=hour');
    expect(overview.status).toBe(200);
    const local = arr(obj(overview.body).versions).map((entry) => obj(entry)).find((entry) => entry.version === 'local' && entry.canary === false);
    const figures = obj(local?.pageFigures);
    // p75 inside the bucket the values fell in (500-750 ms, 1000-1500 ms, 0-100 ms, CLS 0.025-0.05).
    expect(Number(obj(figures.content).loads)).toBeGreaterThanOrEqual(1);
    expect(Number(obj(figures.content).p75)).toBeGreaterThan(500);
    expect(Number(obj(figures.content).p75)).toBeLessThanOrEqual(750);
    expect(Number(obj(figures.LCP).p75)).toBeGreaterThan(1000);
    expect(Number(obj(figures.LCP).p75)).toBeLessThanOrEqual(1500);
    expect(Number(obj(figures.INP).p75)).toBeLessThanOrEqual(100);
    expect(Number(obj(figures.CLS).p75)).toBeGreaterThan(0.025);
    expect(Number(obj(figures.CLS).p75)).toBeLessThanOrEqual(0.05);
  });

  it('counts people: one account sending many page loads adds one figure per minute, however many ids it makes up', async () => {
    const owner = await adminLogin(PRODUCT_OWNER);
    const inpLoads = async () => {
      const overview = await adminApi(owner, '/admin/remote-health/overview?environment=development&remote=mf-content&range=hour');
      const local = arr(obj(overview.body).versions).map((entry) => obj(entry)).find((entry) => entry.version === 'local' && entry.canary === false);
      return Number(obj(obj(local?.pageFigures).INP).loads ?? 0);
    };
    // An account of its own: the first figure of each minute counts, so no other test's may be in it.
    const { jwt } = await createConfirmedUser('cijfers');
    const before = await inpLoads();
    const firstMinute = Math.floor(Date.now() / 60_000);
    // The attack of the issue: made-up page-load ids, each accepted, from one account.
    for (let load = 0; load < 12; load += 1) expect((await send(jwt, figure({ metric: 'INP', value: 1 }))).status).toBe(204);
    const minutes = Math.floor(Date.now() / 60_000) - firstMinute + 1;
    expect(await inpLoads()).toBe(before + minutes);
  });

  it.each([
    [{ metric: 'FID' }, /metric/],
    [{ metric: 'LCP', value: -1 }, /value/],
    [{ metric: 'CLS', value: 250 }, /value/],
    [{ value: '640' }, /value/],
    [{ user: 7 }, /Niet toegestane velden: user/],
  ])('refuses %j with 400 and a message naming the field', async (overrides, message) => {
    const response = await send(teacher, figure(overrides as JsonObject));
    expect(response.status).toBe(400);
    expect(errorMessage(response.body)).toMatch(message);
  });

  it('refuses a version this user is not served (422)', async () => {
    const response = await send(teacher, figure({ version: '9.9.9' }));
    expect(response.status).toBe(422);
  });
});
