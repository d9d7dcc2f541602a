import { messages } from '@doorloopjes/shared';
import { SafeMarkdown } from '@doorloopjes/shared/markdown';
import { useNavigate } from 'react-router-dom';
import type { ChatEntry } from '../model/chatStore';

/**
 * One chat line. The assistant's replies are markdown, sanitised before display; its links to
 * platform pages navigate inside the app instead of reloading the page.
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
      {fromUser || entry.error ? (
        <p className="ai-bubble-text">{entry.text}</p>
      ) : (
        <SafeMarkdown className="ai-markdown" markdown={entry.text} onInternalLink={(path) => void navigate(path)} />
      )}
      {entry.type === 'queued' && <span className="ai-bubble-status">{messages.assistant.queued}</span>}
      {entry.stopped && <span className="ai-bubble-status">{messages.assistant.stopped}</span>}
    </div>
  );
}
