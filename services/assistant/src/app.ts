import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerErrorHandling } from './http/errorHandler.js';
import type { RouteDeps } from './routes/deps.js';
import { registerGenerateResponse } from './routes/generateResponse.js';
import { registerGetChatSession } from './routes/getChatSession.js';
import { registerHealth } from './routes/health.js';
import { registerUserData } from './routes/userData.js';

/** A message is at most 8,000 characters; 64 KiB leaves room for JSON escaping and nothing more. */
const BODY_LIMIT = 64 * 1024;

/** The HTTP shell: error format and CORS. Created first so other parts can share its logger. */
export async function createHttpApp(
  corsOrigins: string[],
  logger: FastifyServerOptions['logger'],
): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT });
  registerErrorHandling(app);
  // The API speaks JSON only; a plain-text body gets a clear 415 instead of a confusing 400.
  app.removeContentTypeParser('text/plain');
  // Only the platform's own origins may call the assistant from a browser.
  await app.register(cors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  return app;
}

export function registerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerGenerateResponse(app, deps);
  registerGetChatSession(app, deps);
  registerHealth(app, deps);
  registerUserData(app, deps);
}
