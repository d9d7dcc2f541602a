export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface GenerateResult {
  response?: string;
  session_id?: string;
  messageId?: string;
  error?: string;
}

/** POST /generate_response as the chat does; `body` may be any value to test bad input. */
export async function generate(
  baseUrl: string,
  token: string | undefined,
  body: unknown,
  init: { rawBody?: string; contentType?: string } = {},
): Promise<JsonResponse<GenerateResult>> {
  const headers: Record<string, string> = { 'Content-Type': init.contentType ?? 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/generate_response`, {
    method: 'POST',
    headers,
    body: init.rawBody ?? JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GenerateResult };
}

export async function history(
  baseUrl: string,
  token: string | undefined,
  sessionId: string | undefined,
): Promise<JsonResponse<{ history?: { sender: string; text: string }[]; error?: string }>> {
  const query = sessionId === undefined ? '' : `?session_id=${encodeURIComponent(sessionId)}`;
  const response = await fetch(`${baseUrl}/get_chat_session${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { history?: { sender: string; text: string }[] } };
}

/** The context header the chat sends, in the canonical shape the service documents. */
export function withHeader(text: string, fields: Record<string, string> = {}): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value}`);
  return ['[CONTEXT]', ...lines, '[/CONTEXT]', text].join('\n');
}

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * POST /generate_response asking for server-sent events, as the chat does. Reads events until
 * the stream ends, or until `stopAfter` events when given (then disconnects, like 'Stop').
 */
export async function generateStream(
  baseUrl: string,
  token: string,
  body: unknown,
  options: { stopAfter?: number } = {},
): Promise<{ status: number; contentType: string | null; events: StreamEvent[]; json?: unknown }> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/generate_response`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type');
  if (!contentType?.startsWith('text/event-stream')) return { status: response.status, contentType, events: [], json: await response.json() };
  const events: StreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const bytes of response.body ?? []) {
      buffer += decoder.decode(bytes, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
        events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        if (options.stopAfter !== undefined && events.length >= options.stopAfter) {
          controller.abort();
          return { status: response.status, contentType, events };
        }
        end = buffer.indexOf('\n\n');
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: response.status, contentType, events };
}

/** The text of all delta events together. */
export function streamedText(events: StreamEvent[]): string {
  return events.filter((event) => event.event === 'delta').map((event) => String(event.data.text)).join('');
}
