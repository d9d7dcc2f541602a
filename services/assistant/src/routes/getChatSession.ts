import type { FastifyInstance } from 'fastify';
import { authenticate } from '../http/authenticate.js';
import { parseSessionQuery } from '../http/schemas.js';
import type { UserVerifier } from '../http/userVerifier.js';
import type { SessionStore } from '../store/types.js';

/** Enough for any real conversation; bounds the response for a runaway session. */
const MAX_HISTORY = 500;

/** GET /get_chat_session?session_id= -> {history: [{sender, text}]}. */
export function registerGetChatSession(app: FastifyInstance, deps: { verifier: UserVerifier; store: SessionStore }): void {
  app.get('/get_chat_session', async (request) => {
    const { user } = await authenticate(request, deps.verifier);
    const sessionId = parseSessionQuery(request.query);
    // Another user's session looks exactly like an unknown one: no history, nothing revealed.
    if ((await deps.store.ownerOf(sessionId)) !== user.id) return { history: [] };
    return { history: await deps.store.history(sessionId, MAX_HISTORY) };
  });
}
