import { messages } from '@doorloopjes/shared';
import { persistUserSession } from '../../session/model/persistUserSession';
import { forgetSessionId } from '../../session/model/sessionKeys';
import { useChatStore } from './chatStore';
import { dropHistory } from './history';
import { nextGeneration } from './runtime';
import { shareConversation } from './shareConversation';

/** The reset error is shown for 4 seconds. */
export const RESET_ERROR_MS = 4000;

let resetErrorTimer: ReturnType<typeof setTimeout> | undefined;

function showResetError(): void {
  useChatStore.setState({ resetError: messages.assistant.resetFailed });
  clearTimeout(resetErrorTimer);
  resetErrorTimer = setTimeout(() => useChatStore.setState({ resetError: null }), RESET_ERROR_MS);
}

/** Back to the welcome state without a session (after a reset here or in another tab). */
export function clearConversation(): void {
  dropHistory();
  nextGeneration();
  useChatStore.setState({ sessionId: null, inflight: null, queue: [], waiting: false, status: 'ready', resetNotice: true, resetError: null });
}

/**
 * Clears the stored session and the user's ai_session_id, shows the reset notice
 * and returns to the welcome state. Not while a reply is pending. If the tab's storage refuses
 * the change, the old session would come back on reload, so the reset is reported as failed.
 */
export function resetChat(): void {
  if (useChatStore.getState().waiting) return;
  try {
    forgetSessionId();
  } catch (error) {
    console.error('Resetten van de sessie is mislukt.', error);
    showResetError();
    return;
  }
  clearConversation();
  void persistUserSession(null);
  shareConversation(null);
}
