export type Sender = 'user' | 'bot';

/** One line of chat history, the shape get_chat_session returns. */
export interface StoredMessage {
  sender: Sender;
  text: string;
}

/** A user's message and the assistant's reply, written together or not at all. */
export interface Exchange {
  sessionId: string;
  userId: string;
  userText: string;
  botText: string;
  messageId: string;
}

export class SessionOwnershipError extends Error {
  constructor() {
    super('session belongs to another user');
    this.name = 'SessionOwnershipError';
  }
}

/** Persistence of chat sessions; each session belongs to exactly one user. */
export interface SessionStore {
  /** The user id a session belongs to, or undefined when it does not exist. */
  ownerOf(sessionId: string): Promise<string | undefined>;
  /** The latest `limit` messages of a session, oldest first. */
  history(sessionId: string, limit: number): Promise<StoredMessage[]>;
  /** Creates the session for the user if new; throws SessionOwnershipError if it is someone else's. */
  saveExchange(exchange: Exchange): Promise<void>;
  close(): Promise<void>;
}
