import { messages } from '@doorloopjes/shared';
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

/**
 * POST /generate_response. Never throws: every failure becomes the text the
 * chat shows: the server's error text; else 'Ongeldig antwoord van de server.'
 * for a reply without `response`, 'HTTP status statusText' for a failed reply without text, and
 * the generic apology when the service cannot be reached at all.
 */
export async function generateResponse(request: GenerateRequest): Promise<GenerateResult> {
  let response: Response;
  try {
    response = await assistantFetch('/generate_response', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: request.sessionId, message: request.message, role: request.role, url: request.url }),
    });
  } catch {
    return { ok: false, error: messages.assistant.genericError };
  }
  return readJsonResult(response, request.sessionId);
}

/** A JSON reply (or JSON error) as the chat's result, with the catalogue's fallback texts for a failed reply. */
export async function readJsonResult(response: Response, sessionBefore: string | null): Promise<GenerateResult> {
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
