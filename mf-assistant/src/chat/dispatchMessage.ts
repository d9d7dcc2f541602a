import { useSessionStore } from '@doorloopjes/shared';
import { generateResponse } from '../api/generateResponse';
import { buildContextHeader, withContextHeader } from '../context/buildContextHeader';
import { readPageContext } from '../context/pageContext';
import { userContext } from '../context/userContext';
import { persistUserSession } from '../session/persistUserSession';
import { storeSessionId } from '../session/sessionKeys';
import { trackMessage, trackResponse } from './analytics';
import { chatEntry, useChatStore, type ChatEntry } from './chatStore';
import { requestHistoryLoad } from './history';
import { currentGeneration, postSync } from './runtime';

/**
 * Sends one user message with the context header and applies the reply. A reply without an
 * earlier session creates it: the id is stored (tab and user record) and the history loaded.
 */
export async function dispatchMessage(entry: ChatEntry): Promise<void> {
  const user = useSessionStore.getState().user;
  const sessionBefore = useChatStore.getState().sessionId;
  const generation = currentGeneration();
  const userLine: ChatEntry = { ...entry, type: 'normal' };
  useChatStore.setState({ inflight: userLine, waiting: true, resetNotice: false });

  const header = buildContextHeader({ ...userContext(user), ...readPageContext() });
  const role = user?.educationRole ?? null;
  trackMessage(entry.text, role, sessionBefore);
  const started = performance.now();
  const result = await generateResponse({ sessionId: sessionBefore, message: withContextHeader(header, entry.text), role, url: window.location.href });
  trackResponse(result, Math.round(performance.now() - started), sessionBefore);

  if (generation !== currentGeneration()) {
    // The conversation was reset (here or in another tab) while this reply was on its way.
    useChatStore.setState({ inflight: null, waiting: false });
    return;
  }
  if (!result.ok) {
    useChatStore.setState((state) => ({
      history: [...state.history, userLine, chatEntry('bot', result.error, { error: true })],
      inflight: null,
      waiting: false,
    }));
    return;
  }
  const isNewSession = result.sessionId !== sessionBefore;
  useChatStore.setState((state) => ({
    history: [...state.history, userLine, chatEntry('bot', result.response, { messageId: result.messageId })],
    sessionId: result.sessionId,
    // A new session's history loads before any queued message goes out.
    status: isNewSession ? 'loadingHistory' : state.status,
    inflight: null,
    waiting: false,
  }));
  if (isNewSession) {
    storeSessionId(result.sessionId);
    void persistUserSession(result.sessionId);
    requestHistoryLoad();
  }
  postSync('history-updated', result.sessionId);
}
