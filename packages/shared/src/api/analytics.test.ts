import { ANALYTICS_PAYLOAD_MAX_BYTES, analyticsPayloadBytes } from '@doorloopjes/platform-rules';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { setToken } from '@doorloopjes/runtime';
import { sendAnalyticsEvent } from './analytics';

const sent: Array<{ data: { payload: Record<string, unknown> } }> = [];
setupMswServer(
  http.post(contentUrl('/api/analytics-events'), async ({ request }) => {
    sent.push((await request.json()) as (typeof sent)[number]);
    return new HttpResponse(null, { status: 204 });
  }),
);

afterEach(() => {
  sent.length = 0;
});

describe('sendAnalyticsEvent', () => {
  it("shortens a long answer's text so the payload fits the service's 2 KB; its length tells the whole", async () => {
    setToken('abc');
    const text = 'Een lang antwoord van de assistent. '.repeat(200);
    await sendAnalyticsEvent({ type: 'ai_response', path: '/dashboard', payload: { ok: true, text, length: text.length, latencyMs: 800 } });
    expect(sent).toHaveLength(1);
    const { payload } = sent[0]!.data;
    expect(analyticsPayloadBytes(payload)).toBeLessThanOrEqual(ANALYTICS_PAYLOAD_MAX_BYTES);
    expect(text.startsWith(String(payload.text))).toBe(true);
    expect(payload).toMatchObject({ ok: true, length: text.length, latencyMs: 800 });
  });

  it('sends a small payload as it is', async () => {
    setToken('abc');
    await sendAnalyticsEvent({ type: 'page_view', path: '/dashboard', payload: { previousPath: '/' } });
    expect(sent[0]!.data).toEqual({ type: 'page_view', path: '/dashboard', payload: { previousPath: '/' } });
  });
});
