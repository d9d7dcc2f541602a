import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/httpError.js';
import { messages } from '../http/messages.js';
import { requireServiceCredential } from '../http/serviceCredential.js';
import type { UserVerifier } from '../http/userVerifier.js';
import type { SessionStore } from '../store/types.js';

/** The content service's user ids: numeric document ids as strings. */
const userParams = z.object({ userId: z.string().regex(/^[0-9]{1,18}$/) });

function userIdOf(params: unknown): string {
  const parsed = userParams.safeParse(params);
  if (!parsed.success) throw new HttpError(400, messages.invalidUserId);
  return parsed.data.userId;
}

/**
 * A user's conversations for her data export and erasure. Only the content service calls these,
 * with its own credential: it checks who the user is (and her password) before asking.
 */
export function registerUserData(
  app: FastifyInstance,
  deps: { store: SessionStore; verifier: UserVerifier; serviceCredential: () => string | undefined },
): void {
  app.get('/users/:userId/conversations', async (request) => {
    requireServiceCredential(request, deps.serviceCredential);
    return { conversations: await deps.store.conversationsOf(userIdOf(request.params)) };
  });

  app.delete('/users/:userId/conversations', async (request) => {
    requireServiceCredential(request, deps.serviceCredential);
    const userId = userIdOf(request.params);
    const deleted = await deps.store.eraseUser(userId);
    // This instance forgets her tokens now; the others ask the store (isErased) on every request.
    deps.verifier.forgetUser(userId);
    request.log.info({ userId, ...deleted }, 'user conversations erased');
    return { deleted };
  });
}
