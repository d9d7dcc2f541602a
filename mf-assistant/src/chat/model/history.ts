import { createThrottle, queryClient } from '@doorloopjes/runtime';
import { isCancelledError } from '@tanstack/react-query';
import { CHAT_HISTORY_KEY, chatHistoryQuery, type HistoryLine } from '../api/chatHistoryQuery';
import { useChatStore } from './chatStore';
import { currentGeneration } from './runtime';

/** At most one history load per 500 ms. */
export const HISTORY_RELOAD_THROTTLE_MS = 500;

/** The lines shown for a conversation: none while it never loaded or when its last load failed. */
export function historyOf(sessionId: string | null): HistoryLine[] {
  const state = queryClient.getQueryState<HistoryLine[]>(chatHistoryQuery(sessionId).queryKey);
  return state?.status === 'success' ? (state.data ?? []) : [];
}

/** What a conversation shows until its next load replaces it with the server's history. */
export function setHistory(sessionId: string | null, lines: HistoryLine[]): void {
  queryClient.setQueryData(chatHistoryQuery(sessionId).queryKey, lines);
}

async function loadHistoryNow(): Promise<void> {
  const { sessionId } = useChatStore.getState();
  if (!sessionId) return;
  const query = chatHistoryQuery(sessionId);
  const generation = currentGeneration();
  useChatStore.setState({ status: 'loadingHistory' });
  // A load still under way may have been sent before the change this one is for: it gives way.
  if (queryClient.isFetching({ queryKey: query.queryKey }) > 0) await queryClient.cancelQueries({ queryKey: query.queryKey });
  try {
    await queryClient.fetchQuery({ ...query, staleTime: 0 });
  } catch (error) {
    // Replaced by a newer load, which will say when the chat is ready.
    if (isCancelledError(error)) return;
    // A failed load shows an empty history, so the welcome message appears.
    console.error('Laden van de chatgeschiedenis is mislukt.', error);
  }
  const stale = generation !== currentGeneration() || useChatStore.getState().sessionId !== sessionId;
  if (!stale) useChatStore.setState({ status: 'ready' });
}

const throttle = createThrottle(() => void loadHistoryNow(), HISTORY_RELOAD_THROTTLE_MS);

export function requestHistoryLoad(): void {
  throttle.call();
}

/** Drops every conversation's history and a pending load (reset, logout, another user). */
export function dropHistory(): void {
  throttle.cancel();
  queryClient.removeQueries({ queryKey: CHAT_HISTORY_KEY });
}
