import { onAppEvent } from '@doorloopjes/runtime';
import { requestOpen, sendPrompt } from './sendPrompt';

/**
 * Any remote can open the assistant (`open-ai-assistant`) and
 * have it send a prompt (`ai-send-prompt`, `ai-open-and-prompt` with detail.text). Returns the
 * unsubscribe function.
 */
export function listenToAssistantEvents(): () => void {
  const openAndSend = (detail: { text?: string } | undefined) => {
    requestOpen();
    if (detail?.text) sendPrompt(detail.text);
  };
  const unsubscribers = [
    onAppEvent('ai-send-prompt', openAndSend),
    onAppEvent('open-ai-assistant', openAndSend),
    onAppEvent('ai-open-and-prompt', openAndSend),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
