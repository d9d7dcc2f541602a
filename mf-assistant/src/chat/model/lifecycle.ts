import { currentUser, queryClient } from '@doorloopjes/runtime';
import type { User } from '@doorloopjes/shared';
import { forgetSessionId, readIgnoreServerId, readStoredSessionId, resolveSessionId, storeSessionId } from '../../session/model/sessionKeys';
import { CHAT_CONVERSATION_KEY } from '../api/chatConversationQuery';
import { INITIAL_CHAT_STATE, useChatStore } from './chatStore';
import { dropHistory, requestHistoryLoad } from './history';
import { clearConversation } from './resetChat';
import { nextGeneration } from './runtime';

/** Starts the chat for a user (once per user): resolves the session and loads its history. */
export function startChat(user: User): void {
  const previous = useChatStore.getState();
  if (previous.userId === user.id) return;
  dropHistory();
  nextGeneration();
  const stored = readStoredSessionId();
  const sessionId = resolveSessionId(stored, user.ai_session_id, readIgnoreServerId());
  if (sessionId && !stored) storeSessionId(sessionId);
  useChatStore.setState({
    ...INITIAL_CHAT_STATE,
    userId: user.id,
    sessionId,
    status: sessionId ? 'loadingHistory' : 'ready',
    // Prompts that arrived before the user was known still go out.
    queue: previous.userId === null ? previous.queue : [],
    openRequests: previous.openRequests,
  });
  if (sessionId) requestHistoryLoad();
}

/**
 * Starts the chat for the user the page already knows, as soon as the chat's code has arrived
 * rather than after React has rendered it: the history request then runs beside that render, so
 * a teacher's last conversation shows with the chat's first render instead of after its welcome
 * and a loading line. Without a known user the chat's first render starts it (useChatRuntime).
 */
export function startChatForKnownUser(): void {
  const user = currentUser();
  if (user) startChat(user);
}

/** Logout: nothing of the previous user's chat stays on screen. */
export function stopChat(): void {
  if (useChatStore.getState().userId === null) return;
  dropHistory();
  nextGeneration();
  useChatStore.setState({ ...INITIAL_CHAT_STATE, openRequests: useChatStore.getState().openRequests });
}

/**
 * Another tab of the same user decided the conversation: a reset (`null`) or a reply in a
 * session. A different session is taken over and its history loaded; the lines of the same
 * session need no load, they arrive with its history query.
 */
export function followOtherTab(userId: number, sessionId: string | null): void {
  const state = useChatStore.getState();
  if (state.userId === null || userId !== state.userId) return;
  if (sessionId === null) {
    try {
      forgetSessionId();
    } catch {
      // This tab still follows the reset on screen; a reload may show the old session.
    }
    clearConversation();
    return;
  }
  if (sessionId === state.sessionId) return;
  storeSessionId(sessionId);
  useChatStore.setState({ sessionId });
  requestHistoryLoad();
}

/** Test helper: a fresh chat without timers or listeners left behind. */
export function resetChatForTests(): void {
  dropHistory();
  queryClient.removeQueries({ queryKey: CHAT_CONVERSATION_KEY });
  nextGeneration();
  useChatStore.setState(INITIAL_CHAT_STATE);
}
