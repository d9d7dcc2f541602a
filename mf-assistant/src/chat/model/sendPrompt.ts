import { chatEntry, isLoading, useChatStore } from './chatStore';
import { dispatchMessage } from './dispatchMessage';

/**
 * Sends the user's text: blank text is ignored; the message shows at
 * once; while the session or history loads, or a reply is pending, it waits in the queue and
 * goes out when the chat is free (see watchQueue).
 */
export function sendPrompt(text: string): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  const state = useChatStore.getState();
  if (isLoading(state) || state.waiting || state.queue.length > 0) {
    useChatStore.setState({ queue: [...state.queue, chatEntry('user', trimmed, { type: 'queued' })], resetNotice: false });
    return;
  }
  void dispatchMessage(chatEntry('user', trimmed));
}

/** Sends the next queued message whenever the chat becomes free. Returns the unsubscribe function. */
export function watchQueue(): () => void {
  const flush = () => {
    const state = useChatStore.getState();
    if (isLoading(state) || state.waiting || state.queue.length === 0) return;
    const [next, ...rest] = state.queue;
    useChatStore.setState({ queue: rest });
    if (next) void dispatchMessage(next);
  };
  flush();
  return useChatStore.subscribe(flush);
}

/** Asks the visible surface to open (launcher) or take focus (dashboard chat). */
export function requestOpen(): void {
  useChatStore.setState((state) => ({ openRequests: state.openRequests + 1 }));
}
