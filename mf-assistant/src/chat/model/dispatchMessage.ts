import { currentUser } from '@doorloopjes/runtime';
import { streamResponse } from '../api/streamResponse';
import { buildContextHeader, withContextHeader } from '@doorloopjes/assistant-context';
import { readPageContext } from './pageContext';
import { userContext } from './userContext';
import { persistUserSession } from '../../session/model/persistUserSession';
import { storeSessionId } from '../../session/model/sessionKeys';
import { trackMessage, trackResponse } from './analytics';
import { chatEntry, useChatStore, type ChatEntry } from './chatStore';
import { announceReply, announceReplyError } from './announceReply';
import { DeltaBuffer } from './deltaBuffer';
import { historyOf, requestHistoryLoad, setHistory } from './history';
import { beginReply, currentGeneration, endReply } from './runtime';
import { shareConversation } from './shareConversation';

/**
 * Sends one user message with the context header and shows the reply as it streams in. A reply
 * without an earlier session creates it: the id is stored (tab and user record) and the history
 * loaded. 'Stop' ends the reply; what arrived stays visible, marked as stopped.
 */
export async function dispatchMessage(entry: ChatEntry): Promise<void> {
  const user = currentUser();
  const sessionBefore = useChatStore.getState().sessionId;
  const generation = currentGeneration();
  const userLine: ChatEntry = { ...entry, type: 'normal' };
  useChatStore.setState({ inflight: userLine, waiting: true, streaming: null, resetNotice: false });

  const header = buildContextHeader({ ...userContext(user), ...readPageContext() });
  const role = user?.educationRole ?? null;
  trackMessage(entry.text, role, sessionBefore);
  const started = performance.now();
  let firstTokenMs: number | null = null;
  const buffer = new DeltaBuffer((text) => {
    if (generation === currentGeneration()) useChatStore.setState((state) => ({ streaming: (state.streaming ?? '') + text }));
  });
  const signal = beginReply();
  const result = await streamResponse(
    { sessionId: sessionBefore, message: withContextHeader(header, entry.text), role, url: window.location.href },
    {
      signal,
      onDelta: (text) => {
        firstTokenMs ??= Math.round(performance.now() - started);
        buffer.push(text);
      },
    },
  );
  buffer.flush();
  endReply();
  trackResponse(result, { latencyMs: Math.round(performance.now() - started), firstTokenMs }, sessionBefore);

  if (generation !== currentGeneration()) {
    // The conversation was reset (here or in another tab) while this reply was on its way.
    useChatStore.setState({ inflight: null, waiting: false, streaming: null });
    return;
  }
  if (!result.ok) {
    const reply = 'stopped' in result ? chatEntry('bot', result.partial, { stopped: true }) : chatEntry('bot', result.error, { error: true });
    setHistory(sessionBefore, [...historyOf(sessionBefore), userLine, reply]);
    useChatStore.setState({ inflight: null, waiting: false, streaming: null });
    if (!('stopped' in result)) announceReplyError(result.error);
    return;
  }
  const isNewSession = result.sessionId !== sessionBefore;
  // A new session starts with what was shown so far, until its history has loaded.
  setHistory(result.sessionId, [...historyOf(sessionBefore), userLine, chatEntry('bot', result.response, { messageId: result.messageId })]);
  useChatStore.setState((state) => ({
    sessionId: result.sessionId,
    // A new session's history loads before any queued message goes out.
    status: isNewSession ? 'loadingHistory' : state.status,
    inflight: null,
    waiting: false,
    streaming: null,
  }));
  announceReply(result.response);
  if (isNewSession) {
    storeSessionId(result.sessionId);
    void persistUserSession(result.sessionId);
    requestHistoryLoad();
  }
  shareConversation(result.sessionId);
}
