import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './httpError.js';
import { messages } from './messages.js';

/** Every failure leaves as `{error}` with a Dutch text, because the chat shows that text as is. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: messages.internal });
    }
    return reply.status(status).send({ error: clientErrorText(error, status) });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: messages.notFound }));
}

/** Fastify's own 4xx errors (body parsing, content type, size) in Dutch. */
function clientErrorText(error: FastifyError, status: number): string {
  if (status === 413) return messages.bodyTooLarge;
  if (status === 415) return messages.unsupportedMediaType;
  const code = error.code ?? '';
  if (error instanceof SyntaxError || code.includes('JSON')) return messages.invalidJson;
  return messages.invalidRequest;
}
