import { messages } from '@doorloopjes/shared';
import type { SafeMarkdownProps } from '@doorloopjes/shared/markdown';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChatEntry } from '../model/chatStore';

function PlainText({ markdown }: SafeMarkdownProps) {
  return <p className="ai-bubble-text">{markdown}</p>;
}

/**
 * The markdown renderer (marked and DOMPurify, 26 kB gzip) loads with the first reply: the
 * dashboard opens with the chat's welcome, which is plain text. If it cannot load (offline, never
 * fetched before) the replies stay readable as plain text instead of breaking the chat.
 */
const SafeMarkdown = lazy(() =>
  import('@doorloopjes/shared/markdown').then(
    (module) => ({ default: module.SafeMarkdown }),
    () => ({ default: PlainText }),
  ),
);

/**
 * One chat line. The assistant's replies are markdown, sanitised before display; its links to
 * platform pages navigate inside the app instead of reloading the page. Until the renderer has
 * arrived a reply shows as plain (escaped) text.
 */
export function ChatBubble({ entry }: { entry: ChatEntry }) {
  const navigate = useNavigate();
  const fromUser = entry.sender === 'user';
  const classes = ['ai-bubble', fromUser ? 'ai-bubble-user' : 'ai-bubble-bot'];
  if (entry.error) classes.push('ai-bubble-error');
  if (entry.type === 'queued') classes.push('ai-bubble-queued');
  return (
    <div className={classes.join(' ')}>
      <span className="dl-visually-hidden">{fromUser ? messages.assistant.youSaid : messages.assistant.assistantSaid}: </span>
      {fromUser || entry.error || entry.type === 'welcome' ? (
        <p className="ai-bubble-text">{entry.text}</p>
      ) : (
        <Suspense fallback={<PlainText markdown={entry.text} />}>
          <SafeMarkdown className="ai-markdown" markdown={entry.text} onInternalLink={(path) => void navigate(path)} />
        </Suspense>
      )}
      {entry.type === 'queued' && <span className="ai-bubble-status">{messages.assistant.queued}</span>}
      {entry.stopped && <span className="ai-bubble-status">{messages.assistant.stopped}</span>}
    </div>
  );
}
