import type { ReactNode } from 'react';
import { ASSISTANT_ROOT_ATTRIBUTE } from '../context/pageContext';
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
    <div className="ai-panel" {...{ [ASSISTANT_ROOT_ATTRIBUTE]: '' }}>
      <MessageList />
      {extra}
      <Composer focusOnMount={focusOnMount} focusSignal={focusSignal} />
      <ResetControl />
    </div>
  );
}
