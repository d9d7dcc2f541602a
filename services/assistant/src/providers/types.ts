import type { Grounding } from '../answer/grounding.js';
import type { ContentIndex } from '../retrieval/contentIndex.js';
import type { ChatContext } from '@doorloopjes/assistant-context';
import type { PlatformUser } from '../http/userVerifier.js';
import type { StoredMessage } from '../store/types.js';

/** Everything a provider may use to answer one message. */
export interface AnswerRequest {
  userText: string;
  context: ChatContext;
  user: PlatformUser;
  /** The role the chat sent (educationRole), falling back to the user record's. */
  role: string | undefined;
  grounding: Grounding;
  /** Earlier messages of the session, oldest first; empty for providers that do not need it. */
  history: StoredMessage[];
  index: ContentIndex;
}

/** One interface for the real model and the no-model responder, so the route does not care which. */
export interface AnswerProvider {
  readonly name: string;
  /** Whether answers depend on earlier messages; the no-model responder does not, so it skips the read. */
  readonly usesHistory: boolean;
  /**
   * The answer as pieces of markdown, in order. Aborting `signal` (the client went away or
   * pressed Stop) ends the stream and stops any call to the model.
   */
  stream(request: AnswerRequest, signal: AbortSignal): AsyncIterable<string>;
}

export type ProviderFailure = 'unavailable' | 'timeout';

/** The model could not be reached or did not answer usefully; the route turns this into a Dutch 502/504. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
