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
