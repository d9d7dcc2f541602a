import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createHttpApp, registerRoutes } from './app.js';
import type { Config } from './config.js';
import { ContentIndex } from './retrieval/contentIndex.js';
import { EXAMPLE_QUESTIONS } from './learning/questions.js';
import { ContentSource } from './catalogue/contentSource.js';
import { DenseIndex, embeddingsClient } from './retrieval/denseIndex.js';
import { RateLimiter } from './http/rateLimiter.js';
import { serviceCredential } from './http/serviceCredential.js';
import { UserVerifier } from './http/userVerifier.js';
import { scheduleRetention } from './retention/retentionJob.js';
import { selectProvider } from './providers/selectProvider.js';
import { contentToken } from './catalogue/contentToken.js';
import { openStore } from './store/openStore.js';
import type { SessionStore } from './store/types.js';

export interface Service {
  app: FastifyInstance;
  store: SessionStore;
  index: ContentIndex;
  contentSource: ContentSource;
  /** Starts the scheduled removal of old conversations (the entry point does; tests run it themselves). */
  startRetention(): void;
  /** Stops the refresh loop, the HTTP server and the database, in that order. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  logger?: FastifyServerOptions['logger'];
  /** First retry delay after a failed content load (tests shorten it). */
  contentRetryMs?: number;
}

/** Wires the real dependencies from the configuration; used by the entry point, tests and the benchmark. */
export async function createService(config: Config, options: ServiceOptions = {}): Promise<Service> {
  const { store, pool } = await openStore(config);
  const limiter = pool ? await RateLimiter.shared(pool, config.rateLimitPerMinute) : RateLimiter.inMemory(config.rateLimitPerMinute);
  // The search learns the teachers' wording from the example questions and the guides that answer them.
  const index = new ContentIndex(EXAMPLE_QUESTIONS);
  const app = await createHttpApp(config.corsOrigins, options.logger ?? { level: config.logLevel });
  const contentSource = new ContentSource(index, {
    baseUrl: config.contentUrl,
    token: contentToken(config),
    refreshMs: config.contentRefreshMs,
    publishPollMs: config.publishPollMs,
    retryMs: options.contentRetryMs,
    logger: app.log,
  });
  const dense = config.embeddings
    ? new DenseIndex(embeddingsClient(config.embeddings), (error) => app.log.warn({ err: error }, 'embeddings failed; answering from the word search'))
    : undefined;
  // Every content refresh re-embeds what changed, so the dense ranking follows the content.
  if (dense) index.onReplace((items) => void dense.refresh(items));
  registerRoutes(app, {
    verifier: new UserVerifier({
      contentUrl: config.contentUrl,
      ttlMs: config.authCacheTtlMs,
      isErased: (userId) => store.isErased(userId),
    }),
    limiter,
    store,
    index,
    contentSource,
    provider: selectProvider(config),
    dense,
    serviceCredential: serviceCredential(config),
  });
  let stopRetention: (() => void) | undefined;
  return {
    app,
    store,
    index,
    contentSource,
    startRetention() {
      stopRetention ??= scheduleRetention(store, { months: config.retentionMonths, intervalMs: config.retentionIntervalMs }, app.log);
    },
    async close() {
      stopRetention?.();
      contentSource.stop();
      await app.close();
      await store.close();
    },
  };
}
