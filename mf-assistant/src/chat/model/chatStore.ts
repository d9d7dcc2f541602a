import { create } from 'zustand';

import type { HistoryLine } from '../api/chatHistoryQuery';

/** A chat line as shown: a history line (the product's chat message with its marks) plus a key for React. */
export interface ChatEntry extends HistoryLine {
  key: string;
}

/** 'loadingSession' until a user is known and its session resolved. */
export type ChatStatus = 'loadingSession' | 'loadingHistory' | 'ready';

export interface ChatState {
  /** The user the chat was started for; null when nobody is logged in. */
  userId: number | null;
  sessionId: string | null;
  status: ChatStatus;
  /** The user's message whose reply is pending. */
  inflight: ChatEntry | null;
  /** Messages sent while the chat was busy, shown at once and sent in order afterwards. */
  queue: ChatEntry[];
  /** A reply is pending. */
  waiting: boolean;
  /** The text of the reply as far as it has arrived; null before the first piece. */
  streaming: string | null;
  /** Shown after a reset until the next message. */
  resetNotice: boolean;
  resetError: string | null;
  /** Bumped whenever a window event asks to open the assistant; surfaces open or focus on change. */
  openRequests: number;
}

export const INITIAL_CHAT_STATE: ChatState = {
  userId: null,
  sessionId: null,
  status: 'loadingSession',
  inflight: null,
  queue: [],
  waiting: false,
  streaming: null,
  resetNotice: false,
  resetError: null,
  openRequests: 0,
};

/**
 * One chat per page: the dashboard chat and the launcher are modules of the same remote, so
 * they share this store and always show the same conversation.
 */
export const useChatStore = create<ChatState>()(() => INITIAL_CHAT_STATE);

let counter = 0;
export function chatEntry(sender: ChatEntry['sender'], text: string, extra: Partial<ChatEntry> = {}): ChatEntry {
  counter += 1;
  return { sender, text, type: 'normal', key: `m${counter}`, ...extra };
}

/** The chat is busy while the session or history loads, and while a reply is pending. */
export function isLoading(state: Pick<ChatState, 'status'>): boolean {
  return state.status !== 'ready';
}
