import { messages, type AssistantChatProps } from '@doorloopjes/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useChatStore } from '../../chat/model/chatStore';
import { useChatRuntime } from '../../chat/hooks/useChatRuntime';
import { ChatPanel } from '../../chat/components/ChatPanel';
import { pickSuggestions, SuggestionCards } from './SuggestionCards';
import { hasLauncher } from '../../launcher/hooks/singleInstance';
import '../../styles/assistant.css';

/** Counts the open requests this chat answers: with a launcher on the page (mobile), it opens instead. */
function useFocusSignal(): number {
  const openRequests = useChatStore((state) => state.openRequests);
  const seen = useRef(openRequests);
  const [signal, setSignal] = useState(0);
  useEffect(() => {
    if (openRequests === seen.current) return;
    seen.current = openRequests;
    if (!hasLauncher()) setSignal((value) => value + 1);
  }, [openRequests]);
  return signal;
}

/** The dashboard chat with its two suggestion cards. */
export default function AssistantChat({ suggestions }: AssistantChatProps) {
  useChatRuntime();
  const titleId = useId();
  const focusSignal = useFocusSignal();
  return (
    <section className="ai-chat" aria-labelledby={titleId}>
      <h2 id={titleId} className="ai-chat-title">
        {messages.assistant.title}
      </h2>
      <ChatPanel focusSignal={focusSignal} extra={<SuggestionCards suggestions={pickSuggestions(suggestions)} />} />
    </section>
  );
}
