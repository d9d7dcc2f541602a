import { sendAnalyticsEvent } from '@doorloopjes/shared';
import type { GenerateResult } from '../api/generateResponse';

/** SPEC section 7: ai_message with role, text and length. Sent only with a jwt; failures ignored. */
export function trackMessage(text: string, role: string | null, sessionId: string | null): void {
  void sendAnalyticsEvent({
    type: 'ai_message',
    path: window.location.pathname,
    title: document.title,
    payload: { role, text, length: text.length },
    sessionId,
  });
}

/** SPEC section 7: ai_response with ok, messageId, text, length and latency, or the error. */
export function trackResponse(result: GenerateResult, latencyMs: number, sessionId: string | null): void {
  const payload = result.ok
    ? { ok: true, messageId: result.messageId ?? null, text: result.response, length: result.response.length, latencyMs }
    : { ok: false, error: result.error, latencyMs };
  void sendAnalyticsEvent({
    type: 'ai_response',
    path: window.location.pathname,
    title: document.title,
    payload,
    sessionId: result.ok ? result.sessionId : sessionId,
  });
}
