import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError.js';
import { messages } from './messages.js';
import { AuthUnavailableError, type PlatformUser, type UserVerifier } from './userVerifier.js';

export interface Authenticated {
  user: PlatformUser;
  token: string;
}

/** Reads the Bearer token the chat sends and resolves it to a platform user. */
export async function authenticate(request: FastifyRequest, verifier: UserVerifier): Promise<Authenticated> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (!token) throw new HttpError(401, messages.missingToken);
  try {
    const user = await verifier.verify(token);
    if (!user) throw new HttpError(401, messages.invalidToken);
    return { user, token };
  } catch (error) {
    if (error instanceof AuthUnavailableError) {
      request.log.warn({ err: error.message }, 'token check failed');
      throw new HttpError(503, messages.authUnavailable);
    }
    throw error;
  }
}
