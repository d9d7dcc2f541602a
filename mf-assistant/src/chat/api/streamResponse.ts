import { messages } from '@doorloopjes/shared';
import type { EventSourceMessage } from 'eventsource-parser';
import { assistantFetch, readJson, stringField } from './assistantFetch';

export interface GenerateRequest {
  sessionId: string | null;
  /** The context header plus the user's text. */
  message: string;
  role: string | null;
  url: string;
}

export type GenerateResult =
  | { ok: true; response: string; sessionId: string; messageId?: string }
  | { ok: false; error: string };

export type StreamResult = GenerateResult | { ok: false; stopped: true; partial: string };

export interface StreamCallbacks {
  /** Every piece of answer text, in order, as it arrives. */
  onDelta: (text: string) => void;
  /** Aborting stops the reply: the service stops calling the model and stores nothing. */
  signal: AbortSignal;
}

/**
 * POST /generate_response asking for server-sent events: `delta` events ({text}) and one `done`
 * ({session_id, messageId}) or `error` ({error}). Errors before the stream starts (401, 429...)
 * come as JSON (readJsonResult). Never throws.
 */
export async function streamResponse(request: GenerateRequest, callbacks: StreamCallbacks): Promise<StreamResult> {
  let text = '';
  let response: Response;
  // The parser is only needed once a reply streams, so pages with the assistant open without it;
  // it loads while the request is under way. A failed load ends in the catch below like any error.
  const parserModule = import('eventsource-parser');
  parserModule.catch(() => undefined);
  try {
    response = await assistantFetch('/generate_response', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ session_id: request.sessionId, message: request.message, role: request.role, url: request.url }),
      signal: callbacks.signal,
    });
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      return await readJsonResult(response, request.sessionId);
    }
    let final: GenerateResult | undefined;
    const { createParser } = await parserModule;
    const parser = createParser({
      onEvent: (event) => {
        if (event.event === 'delta') {
          const piece = dataField(event, 'text') ?? '';
          text += piece;
          if (piece) callbacks.onDelta(piece);
        } else if (event.event === 'done') {
          final = doneResult(event, text, request.sessionId);
        } else if (event.event === 'error') {
          final = { ok: false, error: dataField(event, 'error') ?? messages.assistant.genericError };
        }
      },
    });
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    // Not every fetch ends a body that is being read when the request is aborted: end it here.
    callbacks.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    if (callbacks.signal.aborted) return { ok: false, stopped: true, partial: text };
    return final ?? { ok: false, error: messages.assistant.invalidResponse };
  } catch {
    if (callbacks.signal.aborted) return { ok: false, stopped: true, partial: text };
    return { ok: false, error: messages.assistant.genericError };
  }
}

function doneResult(event: EventSourceMessage, text: string, sessionBefore: string | null): GenerateResult {
  const sessionId = dataField(event, 'session_id') ?? sessionBefore;
  if (!sessionId || !text.trim()) return { ok: false, error: messages.assistant.invalidResponse };
  return { ok: true, response: text.trim(), sessionId, messageId: dataField(event, 'messageId') };
}

function dataField(event: EventSourceMessage, field: string): string | undefined {
  try {
    const data = JSON.parse(event.data) as unknown;
    if (field === 'text' && typeof data === 'object' && data !== null) {
      const value = (data as Record<string, unknown>).text;
      return typeof value === 'string' ? value : undefined;
    }
    return stringField(data, field);
  } catch {
    return undefined;
  }
}

/** A JSON reply (or JSON error) as the chat's result, with the catalogue's fallback texts for a failed reply. */
async function readJsonResult(response: Response, sessionBefore: string | null): Promise<GenerateResult> {
  const body = await readJson(response);
  const serverError = stringField(body, 'error');
  const reply = stringField(body, 'response');
  if (!response.ok) {
    return { ok: false, error: serverError ?? messages.assistant.httpError(response.status, response.statusText) };
  }
  if (!reply) return { ok: false, error: serverError ?? messages.assistant.invalidResponse };
  const sessionId = stringField(body, 'session_id') ?? sessionBefore;
  if (!sessionId) return { ok: false, error: messages.assistant.invalidResponse };
  return { ok: true, response: reply, sessionId, messageId: stringField(body, 'messageId') };
}
