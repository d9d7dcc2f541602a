import type { ChatMessage } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { getChatSession } from './getChatSession';

/** The start of every conversation's key: a reset, a logout or another user drops them all. */
export const CHAT_HISTORY_KEY = ['assistant', 'chat-history'] as const;

/** The key of one conversation's history. */
export function chatHistoryKey(sessionId: string | null) {
  return [...CHAT_HISTORY_KEY, sessionId] as const;
}

/** A line of the history: the server's, or one this tab appended since (a reply, an error, a stopped reply). */
export interface HistoryLine extends ChatMessage {
  error?: boolean;
  /** The reply was stopped by the user before it was complete (not stored by the service). */
  stopped?: boolean;
}

/**
 * The history of one conversation (keyed by its session; `null` before the service created one),
 * as the server has it plus the lines this tab appended since it was loaded. The chat's model
 * decides when it loads (the chat starts, a new session, another tab's update), so it is never
 * stale by time, and a failed load is not retried: the chat then shows its welcome.
 */
export function chatHistoryQuery(sessionId: string | null) {
  return queryOptions({
    queryKey: chatHistoryKey(sessionId),
    queryFn: (): Promise<HistoryLine[]> => (sessionId === null ? Promise.resolve([]) : getChatSession(sessionId)),
    staleTime: Infinity,
    retry: false,
  });
}
