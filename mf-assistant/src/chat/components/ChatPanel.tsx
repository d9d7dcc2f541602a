import type { ReactNode } from 'react';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ResetControl } from './ResetControl';

export interface ChatPanelProps {
  /** Shown between the conversation and the input (the dashboard's suggestion cards). */
  extra?: ReactNode;
  focusOnMount?: boolean;
  focusSignal?: number;
}

/** The conversation, the reset control and the input: the body of both chat surfaces. */
export function ChatPanel({ extra, focusOnMount, focusSignal }: ChatPanelProps) {
  return (
    // data-ai-assistant (ASSISTANT_ROOT_ATTRIBUTE): the chat is left out of the page context.
    <div className="ai-panel" data-ai-assistant="">
      <MessageList />
      {extra}
      <Composer focusOnMount={focusOnMount} focusSignal={focusSignal} />
      <ResetControl />
    </div>
  );
}
