import type { FastifyInstance } from 'fastify';
import type { ContentIndex } from '../retrieval/contentIndex.js';
import type { AnswerProvider } from '../providers/types.js';

/** GET /health: for start scripts and e2e setup to wait on; reveals nothing about users. */
export function registerHealth(app: FastifyInstance, deps: { index: ContentIndex; provider: AnswerProvider }): void {
  app.get('/health', async () => ({
    status: 'ok',
    provider: deps.provider.name,
    content: { items: deps.index.size, refreshedAt: deps.index.lastRefresh?.toISOString() ?? null },
  }));
}
