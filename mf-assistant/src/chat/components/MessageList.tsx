import { messages } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatHistoryQuery } from '../api/chatHistoryQuery';
import { chatEntry, useChatStore, type ChatEntry } from '../model/chatStore';
import { ChatBubble } from './ChatBubble';

const WELCOME: ChatEntry = chatEntry('bot', messages.assistant.welcome, { type: 'welcome' });

/** The conversation: welcome, history, the pending message and the queue, newest at the bottom. */
export function MessageList() {
  const { sessionId, inflight, queue, waiting, streaming, status, resetNotice } = useChatStore();
  // Only read here: the chat's model loads the history when it is due (model/history).
  const historyQuery = useQuery({ ...chatHistoryQuery(sessionId), enabled: false });
  // A failed load shows no lines (and so the welcome).
  const history = historyQuery.status === 'success' ? historyQuery.data : [];
  const logRef = useRef<HTMLDivElement>(null);
  const loadingHistory = status === 'loadingHistory' && history.length === 0;
  // The welcome shows without a session (and after a failed or empty history load).
  const showWelcome = !sessionId || (history.length === 0 && status === 'ready');
  // History lines are keyed by position: a reload that returns the same lines keeps their DOM.
  const historyLines = history.map((entry, index) => ({ ...entry, key: `h${index}` }));
  // The arriving reply is keyed by the place it takes in the history once complete (after the
  // user's line), so finishing it keeps its DOM: no flicker at the end of a stream.
  const arriving: ChatEntry[] = streaming === null ? [] : [{ sender: 'bot', text: streaming, type: 'normal', key: `h${history.length + 1}` }];
  const lines = [...(showWelcome ? [WELCOME] : []), ...historyLines, ...(inflight ? [inflight] : []), ...arriving, ...queue];

  // Scroll the conversation itself, never the page: the dashboard must not jump to the chat.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines.length, waiting, streaming]);

  return (
    // A scrollable region must be reachable by keyboard to scroll it, even without links inside.
    // Not live (a log is, by default): it would read every streamed piece; a complete reply is
    // announced once instead (model/announceReply).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={logRef} className="ai-messages" role="log" aria-live="off" tabIndex={0} aria-label={messages.assistant.messagesLabel} aria-busy={status !== 'ready'}>
      {resetNotice && (
        <p className="ai-notice" role="status">
          {messages.assistant.resetNotice}
        </p>
      )}
      {loadingHistory && (
        <p className="ai-notice" role="status">
          {messages.assistant.loadingHistory}
        </p>
      )}
      {lines.map((entry) => (
        <ChatBubble key={entry.key} entry={entry} />
      ))}
      {waiting && streaming === null && (
        <p className="ai-waiting" role="status">
          <span className="ai-waiting-dots" aria-hidden="true" />
          {messages.assistant.waiting}
        </p>
      )}
    </div>
  );
}
