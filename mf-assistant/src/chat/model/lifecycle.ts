import type { User } from '@doorloopjes/shared';
import { forgetSessionId, readIgnoreServerId, readStoredSessionId, resolveSessionId, storeSessionId } from '../../session/model/sessionKeys';
import type { SyncMessage } from '../../session/model/crossTabSync';
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

/** Logout: nothing of the previous user's chat stays on screen. */
export function stopChat(): void {
  if (useChatStore.getState().userId === null) return;
  dropHistory();
  nextGeneration();
  useChatStore.setState({ ...INITIAL_CHAT_STATE, openRequests: useChatStore.getState().openRequests });
}

/** Another tab of the same user reset its session or has new history. */
export function handleSync(message: SyncMessage): void {
  const state = useChatStore.getState();
  if (state.userId === null || message.userId !== state.userId) return;
  if (message.type === 'session-reset') {
    try {
      forgetSessionId();
    } catch {
      // This tab still follows the reset on screen; a reload may show the old session.
    }
    clearConversation();
    return;
  }
  if (!message.sessionId) return;
  if (message.sessionId !== state.sessionId) {
    storeSessionId(message.sessionId);
    useChatStore.setState({ sessionId: message.sessionId });
  }
  requestHistoryLoad();
}

/** Test helper: a fresh chat without timers or listeners left behind. */
export function resetChatForTests(): void {
  dropHistory();
  nextGeneration();
  useChatStore.setState(INITIAL_CHAT_STATE);
}
