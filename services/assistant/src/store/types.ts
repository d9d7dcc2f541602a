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

/** One stored message with the moment it was written, as a user's data export shows it. */
export interface ExportedMessage extends StoredMessage {
  createdAt: string;
}

/** One conversation of a user with every message, oldest first. */
export interface ExportedConversation {
  id: string;
  createdAt: string;
  messages: ExportedMessage[];
}

/** What erasing a user removed. */
export interface ErasureResult {
  conversations: number;
  messages: number;
}

/** What a retention run did; `ran: false` when another instance holds the job. */
export interface RetentionResult {
  ran: boolean;
  conversations: number;
}

/** The store's notion of now; tests pass a fake clock. */
export type Clock = () => Date;

/**
 * How long an erased user's id is remembered so tokens verified before the erasure are refused.
 * Longer than any cache of a verified token (the content service refuses the token itself).
 */
export const ERASED_USER_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Persistence of chat sessions; each session belongs to exactly one user. */
export interface SessionStore {
  /** The user id a session belongs to, or undefined when it does not exist. */
  ownerOf(sessionId: string): Promise<string | undefined>;
  /** The latest `limit` messages of a session, oldest first. */
  history(sessionId: string, limit: number): Promise<StoredMessage[]>;
  /** Creates the session for the user if new; throws SessionOwnershipError if it is someone else's. */
  saveExchange(exchange: Exchange): Promise<void>;
  /** Every conversation of a user with all its messages and their times, oldest first. */
  conversationsOf(userId: string): Promise<ExportedConversation[]>;
  /** Removes all of a user's conversations and remembers the id, so her old tokens are refused. */
  eraseUser(userId: string): Promise<ErasureResult>;
  /** Whether the user was erased recently (her token may still sit in a verifier's cache). */
  isErased(userId: string): Promise<boolean>;
  /**
   * Removes conversations whose last message is older than `cutoff` and forgets erased ids
   * older than ERASED_USER_MEMORY_MS; at most once per `minIntervalMs` over all instances.
   */
  removeExpired(cutoff: Date, minIntervalMs: number): Promise<RetentionResult>;
  close(): Promise<void>;
}
