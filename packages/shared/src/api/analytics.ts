import { fitAnalyticsPayload } from '@doorloopjes/platform-rules';
import { apiClient, getToken } from '@doorloopjes/runtime';

export type AnalyticsEventType = 'ai_message' | 'ai_response' | 'video_play' | 'page_view' | 'remote_error' | 'source_error';

export interface AnalyticsEvent {
  type: AnalyticsEventType;
  path?: string;
  title?: string;
  payload?: Record<string, unknown>;
  sessionId?: string | null;
}

/**
 * POST /api/analytics-events. Sent only with a token; failures (also the service's per-user
 * limits) are ignored, so analytics can never break a user action. A long text in the payload (an
 * assistant answer) is shortened to fit the service's 2 KB; its `length` still tells the whole.
 */
export async function sendAnalyticsEvent(event: AnalyticsEvent): Promise<void> {
  if (!getToken()) return;
  try {
    await apiClient.post('/api/analytics-events', { data: event.payload ? { ...event, payload: fitAnalyticsPayload(event.payload) } : event });
  } catch {
    // Ignored by design.
  }
}
