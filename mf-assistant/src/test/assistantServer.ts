import { assistantUrl, contentUrl } from '@doorloopjes/runtime/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

/** What the chat sent, so tests can assert on bodies and counts. */
export interface Recorded {
  generate: Array<{ session_id: string | null; message: string; role: string | null; url: string }>;
  historyLoads: string[];
  userUpdates: Array<Record<string, unknown>>;
  analytics: Array<{ type: string; payload: Record<string, unknown>; sessionId?: string | null }>;
}

export const recorded: Recorded = { generate: [], historyLoads: [], userUpdates: [], analytics: [] };

export function clearRecorded(): void {
  recorded.generate = [];
  recorded.historyLoads = [];
  recorded.userUpdates = [];
  recorded.analytics = [];
}

export const SESSION_ID = '11111111-2222-4333-8444-555555555555';

/** A generate_response handler answering `reply` (or any other body/status). */
export function generateHandler(body: JsonBodyType, init?: ResponseInit) {
  return http.post(assistantUrl('/generate_response'), async ({ request }) => {
    recorded.generate.push((await request.json()) as Recorded['generate'][number]);
    return HttpResponse.json(body, init);
  });
}

export function historyHandler(history: Array<{ sender: 'user' | 'bot'; text: string }>, init?: ResponseInit) {
  return http.get(assistantUrl('/get_chat_session'), ({ request }) => {
    recorded.historyLoads.push(new URL(request.url).searchParams.get('session_id') ?? '');
    return HttpResponse.json({ history }, init);
  });
}

/** The content-service calls the chat makes besides the assistant's. */
export const contentHandlers = [
  http.put(contentUrl('/api/users/:id'), async ({ request, params }) => {
    recorded.userUpdates.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ id: Number(params.id) });
  }),
  http.post(contentUrl('/api/analytics-events'), async ({ request }) => {
    const { data } = (await request.json()) as { data: Recorded['analytics'][number] };
    recorded.analytics.push(data);
    return HttpResponse.json({ data: { id: 1 } });
  }),
];
