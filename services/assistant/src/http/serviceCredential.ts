import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { readTokenFile } from '../catalogue/contentToken.js';
import { HttpError } from './httpError.js';
import { messages } from './messages.js';

/**
 * The content service's credential for a user's export and erasure: `ASSISTANT_SERVICE_TOKEN`
 * when configured (production), else the file the content service writes in development
 * (services/cms/src/own-data/serviceToken.js), read at every call because it may appear later.
 */
export function serviceCredential(config: Pick<Config, 'serviceToken' | 'serviceTokenFile'>): () => string | undefined {
  return () => config.serviceToken ?? readTokenFile(config.serviceTokenFile);
}

/** Refuses (401) a request without exactly the content service's credential; a user's token never passes. */
export function requireServiceCredential(request: FastifyRequest, expected: () => string | undefined): void {
  const secret = expected();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!secret || !match?.[1] || !sameSecret(match[1], secret)) throw new HttpError(401, messages.serviceOnly);
}

/** Constant-time comparison, so the credential cannot be guessed from response times. */
function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
