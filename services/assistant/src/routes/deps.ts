import type { ContentIndex } from '../retrieval/contentIndex.js';
import type { ContentSource } from '../catalogue/contentSource.js';
import type { DenseIndex } from '../retrieval/denseIndex.js';
import type { RateLimiter } from '../http/rateLimiter.js';
import type { UserVerifier } from '../http/userVerifier.js';
import type { AnswerProvider } from '../providers/types.js';
import type { SessionStore } from '../store/types.js';

/** What the routes are built from; the service wires the real parts, tests their own. */
export interface RouteDeps {
  verifier: UserVerifier;
  limiter: RateLimiter;
  store: SessionStore;
  index: ContentIndex;
  contentSource: ContentSource;
  provider: AnswerProvider;
  /** Ranks content by meaning when an embeddings model is configured. */
  dense?: DenseIndex;
  /** The content service's credential for the user-data routes. */
  serviceCredential: () => string | undefined;
}
