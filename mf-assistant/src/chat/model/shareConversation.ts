import { queryClient } from '@doorloopjes/runtime';
import type { QueryClient } from '@tanstack/react-query';
import { CHAT_CONVERSATION_KEY, chatConversationKey, type ChatConversation } from '../api/chatConversationQuery';
import { useChatStore } from './chatStore';

/** This page's name among the browser's tabs. */
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Writes a user's conversation into a query client. The page's client broadcasts its cache to
 * the browser's other tabs (`shareQueryCacheAcrossTabs` in the runtime), which carries it there;
 * the history lines travel the same way, as the chat history queries.
 */
export function writeConversation(client: QueryClient, tab: string, userId: number, sessionId: string | null): void {
  client.setQueryData<ChatConversation>(chatConversationKey(userId), { sessionId, tab });
}

/** Tells this browser's other tabs of the user which conversation the chat is in now. */
export function shareConversation(sessionId: string | null): void {
  const { userId } = useChatStore.getState();
  if (userId !== null) writeConversation(queryClient, THIS_TAB, userId, sessionId);
}

function isConversation(value: unknown): value is ChatConversation {
  if (typeof value !== 'object' || value === null) return false;
  const { sessionId, tab } = value as Record<string, unknown>;
  return (sessionId === null || typeof sessionId === 'string') && typeof tab === 'string';
}

/**
 * Calls `onChange` whenever another tab's decision arrives in the page's query cache (each once:
 * the cache reports a query for many reasons, a broadcast brings a new data object). A decision
 * made before this page listened is not news: it can only be the device's saved copy of the
 * cache, restored at a login. Returns the function that stops listening.
 */
export function followOtherTabs(onChange: (userId: number, sessionId: string | null) => void, client: QueryClient = queryClient): () => void {
  const listeningSince = Date.now();
  let handled: unknown;
  return client.getQueryCache().subscribe(({ type, query }) => {
    if (type !== 'added' && type !== 'updated') return;
    const [scope, name, userId] = query.queryKey;
    if (scope !== CHAT_CONVERSATION_KEY[0] || name !== CHAT_CONVERSATION_KEY[1] || typeof userId !== 'number') return;
    const data: unknown = query.state.data;
    if (data === handled || !isConversation(data) || data.tab === THIS_TAB || query.state.dataUpdatedAt < listeningSince) return;
    handled = data;
    onChange(userId, data.sessionId);
  });
}
