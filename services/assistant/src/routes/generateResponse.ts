import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildGrounding } from '../answer/grounding.js';
import { parseMessage } from '../context/header.js';
import { authenticate } from '../http/authenticate.js';
import { HttpError } from '../http/httpError.js';
import { messages } from '../http/messages.js';
import { parseGenerateBody } from '../http/schemas.js';
import { ProviderError, type AnswerProvider } from '../providers/types.js';
import { SessionOwnershipError, type SessionStore } from '../store/types.js';
import type { RouteDeps } from './deps.js';

/** How long a message may wait for a content refresh before it is answered from the current index. */
const CONTENT_WAIT_MS = 3_000;
const PROMPT_HISTORY = 20;

/** POST /generate_response (SPEC section 7): {session_id|null, message, role, url} -> {response, session_id, messageId}. */
export function registerGenerateResponse(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/generate_response', async (request) => {
    const { user, token } = await authenticate(request, deps.verifier);
    const body = parseGenerateBody(request.body);
    const parsed = parseMessage(body.message);
    if (!parsed.userText) throw new HttpError(400, messages.emptyMessage);

    const decision = deps.limiter.take(user.id);
    if (!decision.allowed) {
      throw new HttpError(429, messages.rateLimited, { 'Retry-After': String(decision.retryAfterSeconds) });
    }

    const session = await resolveSession(deps.store, body.session_id ?? undefined, user.id);
    await waitAtMost(deps.contentSource.ensureFresh(token), CONTENT_WAIT_MS);

    const grounding = buildGrounding(deps.index, parsed.userText, parsed.context, body.url ?? undefined);
    const history =
      deps.provider.usesHistory && !session.isNew ? await deps.store.history(session.id, PROMPT_HISTORY) : [];
    const response = await answerOrFail(deps.provider, {
      userText: parsed.userText,
      context: parsed.context,
      user,
      role: body.role ?? parsed.context.role ?? user.educationRole,
      grounding,
      history,
      index: deps.index,
    }, request.log);

    const messageId = randomUUID();
    try {
      // Only the user's own text is kept: the context header is regenerated with every message.
      await deps.store.saveExchange({ sessionId: session.id, userId: user.id, userText: parsed.userText, botText: response, messageId });
    } catch (error) {
      if (error instanceof SessionOwnershipError) throw new HttpError(404, messages.sessionNotFound);
      throw error;
    }
    return { response, session_id: session.id, messageId };
  });
}

/**
 * The session to append to. Someone else's session is refused; an unknown id (for instance
 * after the assistant's database was reset) starts a fresh session instead of failing forever.
 */
async function resolveSession(
  store: SessionStore,
  requested: string | undefined,
  userId: string,
): Promise<{ id: string; isNew: boolean }> {
  if (requested) {
    const owner = await store.ownerOf(requested);
    if (owner === userId) return { id: requested, isNew: false };
    if (owner !== undefined) throw new HttpError(404, messages.sessionNotFound);
  }
  return { id: randomUUID(), isNew: true };
}

async function answerOrFail(
  provider: AnswerProvider,
  request: Parameters<AnswerProvider['answer']>[0],
  log: FastifyInstance['log'],
): Promise<string> {
  try {
    return await provider.answer(request);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ err: error.message, provider: provider.name }, 'provider failed');
    throw error.failure === 'timeout'
      ? new HttpError(504, messages.modelTimeout)
      : new HttpError(502, messages.modelUnavailable);
  }
}

function waitAtMost(task: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    task.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}
