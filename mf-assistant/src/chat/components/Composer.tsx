import { messages } from '@doorloopjes/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isLoading, useChatStore } from '../model/chatStore';
import { stopReply } from '../model/runtime';
import { sendPrompt } from '../model/sendPrompt';

export interface ComposerProps {
  /** Focus the input when it appears (the launcher's drawer opened). */
  focusOnMount?: boolean;
  /** A change (not the first value) moves focus to the input: an event asked for the chat. */
  focusSignal?: number;
}

/**
 * The input, the send button, and 'Stop' while a reply arrives. Send is disabled for blank text and while the session or history
 * loads; Enter sends, Shift+Enter starts a new line.
 */
export function Composer({ focusOnMount = false, focusSignal }: ComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const loading = useChatStore(isLoading);
  const waiting = useChatStore((state) => state.waiting);
  const canSend = text.trim() !== '' && !loading;

  const initialSignal = useRef(focusSignal);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (focusSignal !== initialSignal.current) inputRef.current?.focus();
  }, [focusSignal]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    sendPrompt(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="ai-composer" onSubmit={submit}>
      <label htmlFor={inputId} className="dl-visually-hidden">
        {messages.assistant.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        className="ai-input"
        rows={2}
        value={text}
        placeholder={messages.assistant.inputPlaceholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button ai-send" disabled={!canSend}>
        {messages.assistant.send}
      </button>
      {waiting && (
        <button type="button" className="button ai-stop" onClick={stopReply}>
          {messages.assistant.stop}
        </button>
      )}
    </form>
  );
}
