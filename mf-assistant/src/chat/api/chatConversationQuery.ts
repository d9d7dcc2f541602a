/** The start of the key of every user's conversation marker. */
export const CHAT_CONVERSATION_KEY = ['assistant', 'conversation'] as const;

/**
 * Which conversation a user's chat is in, as last decided in one of this browser's tabs: a reply
 * names its session (a new one or the current), a reset writes `null`. It lives in the page's
 * query client, whose cache is broadcast to the browser's other tabs, so they follow it. Only
 * written, never fetched: a tab's own session comes from its session storage or the user record.
 */
export interface ChatConversation {
  sessionId: string | null;
  /** The tab that decided it: a tab does not follow its own decisions back. */
  tab: string;
}

/** Keyed by user: another user's tabs never follow this one's conversation. */
export function chatConversationKey(userId: number) {
  return [...CHAT_CONVERSATION_KEY, userId] as const;
}
