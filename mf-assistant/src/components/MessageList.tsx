import { messages } from '@doorloopjes/shared';
import { useEffect, useRef } from 'react';
import { chatEntry, useChatStore, type ChatEntry } from '../chat/chatStore';
import { ChatBubble } from './ChatBubble';

const WELCOME: ChatEntry = chatEntry('bot', messages.assistant.welcome, { type: 'welcome' });

/** The conversation: welcome, history, the pending message and the queue, newest at the bottom. */
export function MessageList() {
  const { sessionId, history, inflight, queue, waiting, status, resetNotice } = useChatStore();
  const endRef = useRef<HTMLDivElement>(null);
  const loadingHistory = status === 'loadingHistory' && history.length === 0;
  // SPEC section 4: the welcome shows without a session (and after a failed or empty history load).
  const showWelcome = !sessionId || (history.length === 0 && status === 'ready');
  // History lines are keyed by position: a reload that returns the same lines keeps their DOM.
  const historyLines = history.map((entry, index) => ({ ...entry, key: `h${index}` }));
  const lines = [...(showWelcome ? [WELCOME] : []), ...historyLines, ...(inflight ? [inflight] : []), ...queue];

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length, waiting]);

  return (
    <div className="ai-messages" role="log" aria-label={messages.assistant.messagesLabel} aria-busy={status !== 'ready'}>
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
      {waiting && (
        <p className="ai-waiting" role="status">
          <span className="ai-waiting-dots" aria-hidden="true" />
          {messages.assistant.waiting}
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
