import Fastify from 'fastify';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
  };
}

export interface FakeModel {
  url: string;
  requests: RecordedRequest[];
  /** What the next requests get: an answer text, an HTTP error, or a stall longer than any timeout. */
  behaviour: { kind: 'answer'; text: string } | { kind: 'error'; status: number } | { kind: 'stall'; ms: number };
  close(): Promise<void>;
}

/** A stand-in for an OpenAI-compatible chat-completions endpoint, on a free port. */
export async function startFakeModel(): Promise<FakeModel> {
  const app = Fastify({ logger: false });
  const state: FakeModel = {
    url: '',
    requests: [],
    behaviour: { kind: 'answer', text: 'Antwoord van het model.' },
    close: () => app.close(),
  };
  app.post('/v1/chat/completions', async (request, reply) => {
    state.requests.push({
      path: request.url,
      authorization: request.headers.authorization,
      body: request.body as RecordedRequest['body'],
    });
    const behaviour = state.behaviour;
    if (behaviour.kind === 'error') return reply.status(behaviour.status).send({ error: { message: 'upstream broke' } });
    if (behaviour.kind === 'stall') await new Promise((resolve) => setTimeout(resolve, behaviour.ms));
    const text = behaviour.kind === 'answer' ? behaviour.text : 'te laat';
    return {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    };
  });
  state.url = await app.listen({ port: 0, host: '127.0.0.1' });
  return state;
}
