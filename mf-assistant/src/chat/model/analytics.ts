import { sendAnalyticsEvent } from '@doorloopjes/shared';
import type { StreamResult } from '../api/streamResponse';

/** ai_message with role, text and length. Sent only with a jwt; failures ignored. */
export function trackMessage(text: string, role: string | null, sessionId: string | null): void {
  void sendAnalyticsEvent({
    type: 'ai_message',
    path: window.location.pathname,
    title: document.title,
    payload: { role, text, length: text.length },
    sessionId,
  });
}

export interface ReplyTiming {
  /** From sending to the end of the reply. */
  latencyMs: number;
  /** From sending to the first piece of text; null when none arrived. */
  firstTokenMs: number | null;
}

/**
 * The ai_response analytics event: ok, messageId, text, length and latency, or the error; plus
 * the latency to the first piece of text, and whether the user stopped the reply.
 */
export function trackResponse(result: StreamResult, timing: ReplyTiming, sessionId: string | null): void {
  const { latencyMs, firstTokenMs } = timing;
  const payload = result.ok
    ? { ok: true, messageId: result.messageId ?? null, text: result.response, length: result.response.length, latencyMs, firstTokenMs }
    : 'stopped' in result
      ? { ok: false, stopped: true, text: result.partial, length: result.partial.length, latencyMs, firstTokenMs }
      : { ok: false, error: result.error, latencyMs, firstTokenMs };
  void sendAnalyticsEvent({
    type: 'ai_response',
    path: window.location.pathname,
    title: document.title,
    payload,
    sessionId: result.ok ? result.sessionId : sessionId,
  });
}
