import { isModelHalfConfigured, loadConfig } from './config.js';
import { createService } from './service.js';

/** Entry point: `pnpm start` (built) or `pnpm dev` (tsx watch). */
async function main(): Promise<void> {
  const config = loadConfig();
  const service = await createService(config);
  const { app } = service;
  if (isModelHalfConfigured()) {
    app.log.warn('AI_BASE_URL, AI_API_KEY and AI_MODEL must all be set to use a model; using the no-model responder');
  }
  if (!config.contentToken && process.env.NODE_ENV === 'production') {
    app.log.warn('CONTENT_TOKEN is not set: content is read without a token, so only public content is indexed');
  }
  app.log.info(
    { provider: config.openAi ? 'openai-compatible' : 'offline', store: config.databaseUrl ? 'postgres' : config.sqlitePath },
    'assistant starting',
  );
  service.contentSource.start();
  service.startRetention();
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('assistant failed to start', error);
  process.exit(1);
});
