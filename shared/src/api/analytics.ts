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
 * POST /api/analytics-events. Sent only with a token; failures are ignored,
 * so analytics can never break a user action.
 */
export async function sendAnalyticsEvent(event: AnalyticsEvent): Promise<void> {
  if (!getToken()) return;
  try {
    await apiClient.post('/api/analytics-events', { data: event });
  } catch {
    // Ignored by design.
  }
}
