import { messages } from '@doorloopjes/shared';
import { useChatStore } from '../model/chatStore';
import { resetChat } from '../model/resetChat';

/** 'Nieuw gesprek': disabled while a reply is pending; a failure shows for 4 seconds. */
export function ResetControl() {
  const waiting = useChatStore((state) => state.waiting);
  const resetError = useChatStore((state) => state.resetError);
  return (
    <div className="ai-reset">
      <button type="button" className="button button-secondary ai-reset-button" onClick={resetChat} disabled={waiting}>
        {messages.assistant.reset}
      </button>
      {resetError && (
        <p className="ai-reset-error" role="alert">
          {resetError}
        </p>
      )}
    </div>
  );
}
