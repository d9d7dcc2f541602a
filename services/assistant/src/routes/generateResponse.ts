import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildGrounding } from '../answer/grounding.js';
import { parseMessage } from '@doorloopjes/assistant-context';
import { authenticate } from '../http/authenticate.js';
import { EventStream, wantsEventStream } from '../http/eventStream.js';
import { HttpError } from '../http/httpError.js';
import { messages } from '../http/messages.js';
import { parseGenerateBody } from '../http/schemas.js';
import { ProviderError, type AnswerProvider, type AnswerRequest } from '../providers/types.js';
import { SessionOwnershipError, type SessionStore } from '../store/types.js';
import type { RouteDeps } from './deps.js';

/** How long a message may wait for a content refresh before it is answered from the current index. */
const CONTENT_WAIT_MS = 3_000;
const PROMPT_HISTORY = 20;

interface Prepared {
  answer: AnswerRequest;
  sessionId: string;
  userId: string;
}

/**
 * POST /generate_response: {session_id|null, message, role, url}. With `Accept: text/event-stream`
 * the answer streams as `delta` events ({text}) and ends with `done` ({session_id, messageId}) or
 * `error` ({error}); otherwise one JSON {response, session_id, messageId}.
 */
export function registerGenerateResponse(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/generate_response', async (request, reply) => {
    const prepared = await prepare(deps, request);
    if (!wantsEventStream(request)) {
      const response = await collect(deps.provider, prepared.answer, clientGone(reply), request.log);
      const messageId = await save(deps.store, prepared, response);
      return { response, session_id: prepared.sessionId, messageId };
    }

    const stream = new EventStream(reply);
    let response = '';
    try {
      for await (const text of deps.provider.stream(prepared.answer, stream.signal)) {
        response += text;
        stream.send('delta', { text });
      }
      // Stopped by the client: nothing is saved, as for any answer that did not complete.
      if (stream.signal.aborted) return;
      const messageId = await save(deps.store, prepared, response.trim());
      stream.send('done', { session_id: prepared.sessionId, messageId });
    } catch (error) {
      stream.send('error', { error: errorText(error, deps.provider, request.log) });
    } finally {
      stream.end();
    }
  });
}

/** Everything before the answer: who asks, about what, in which session, with which content. */
async function prepare(deps: RouteDeps, request: FastifyRequest): Promise<Prepared> {
  const { user } = await authenticate(request, deps.verifier);
  const body = parseGenerateBody(request.body);
  const parsed = parseMessage(body.message);
  if (!parsed.userText) throw new HttpError(400, messages.emptyMessage);

  const decision = await deps.limiter.take(user.id);
  if (!decision.allowed) {
    throw new HttpError(429, messages.rateLimited, { 'Retry-After': String(decision.retryAfterSeconds) });
  }

  const session = await resolveSession(deps.store, body.session_id ?? undefined, user.id);
  await waitAtMost(deps.contentSource.ensureFresh(), CONTENT_WAIT_MS);

  const dense = deps.dense ? await deps.dense.rank(parsed.userText) : undefined;
  const grounding = buildGrounding(deps.index, parsed.userText, parsed.context, body.url ?? undefined, dense);
  const history =
    deps.provider.usesHistory && !session.isNew ? await deps.store.history(session.id, PROMPT_HISTORY) : [];
  return {
    sessionId: session.id,
    userId: user.id,
    answer: {
      userText: parsed.userText,
      context: parsed.context,
      user,
      role: body.role ?? parsed.context.role ?? user.educationRole,
      grounding,
      history,
      index: deps.index,
    },
  };
}

/** The reply and the user's message are stored together, only once the answer is complete. */
async function save(store: SessionStore, prepared: Prepared, response: string): Promise<string> {
  const messageId = randomUUID();
  try {
    // Only the user's own text is kept: the context header is regenerated with every message.
    await store.saveExchange({ sessionId: prepared.sessionId, userId: prepared.userId, userText: prepared.answer.userText, botText: response, messageId });
  } catch (error) {
    if (error instanceof SessionOwnershipError) throw new HttpError(404, messages.sessionNotFound);
    throw error;
  }
  return messageId;
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

/** The whole answer, for clients that asked for JSON. */
async function collect(provider: AnswerProvider, request: AnswerRequest, signal: AbortSignal, log: FastifyBaseLogger): Promise<string> {
  let text = '';
  try {
    for await (const piece of provider.stream(request, signal)) text += piece;
  } catch (error) {
    throw toHttpError(error, provider, log);
  }
  return text.trim();
}

function toHttpError(error: unknown, provider: AnswerProvider, log: FastifyBaseLogger): unknown {
  if (!(error instanceof ProviderError)) return error;
  log.warn({ err: error.message, provider: provider.name }, 'provider failed');
  return error.failure === 'timeout' ? new HttpError(504, messages.modelTimeout) : new HttpError(502, messages.modelUnavailable);
}

/** The Dutch text of an error event: the same texts as the JSON errors. */
function errorText(error: unknown, provider: AnswerProvider, log: FastifyBaseLogger): string {
  const mapped = toHttpError(error, provider, log);
  if (mapped instanceof HttpError) return mapped.message;
  log.error({ err: mapped }, 'streamed answer failed');
  return messages.internal;
}

/** Aborts when the client closes the connection before the answer was sent. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

function waitAtMost(task: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    task.then(done, done);
  });
}
