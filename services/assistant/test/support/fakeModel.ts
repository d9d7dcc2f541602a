import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
  };
}

/**
 * What the next requests get:
 * - answer: the text, streamed as chat-completion chunks when `stream: true` was asked, else one JSON completion
 * - json: one JSON completion even when a stream was asked (servers without streaming do that)
 * - error: an HTTP error
 * - stall: silence before the first byte
 * - stallMidStream: the first chunks, then silence with the connection left open
 * - malformed: a chunk that is not JSON
 * - slow: one chunk every `everyMs`, `chunks` times (to disconnect from halfway)
 */
export type ModelBehaviour =
  | { kind: 'answer'; text: string }
  | { kind: 'json'; text: string }
  | { kind: 'error'; status: number }
  | { kind: 'stall'; ms: number }
  | { kind: 'stallMidStream'; text: string }
  | { kind: 'malformed' }
  | { kind: 'slow'; chunks: number; everyMs: number };

export interface FakeModel {
  url: string;
  requests: RecordedRequest[];
  behaviour: ModelBehaviour;
  /** Chunks written per request, and whether the client closed the connection before the end. */
  streams: { written: number; closedByClient: boolean }[];
  close(): Promise<void>;
}

const completion = (text: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
});

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

/** Pieces the way models send them: a few characters at a time, splitting words and links. */
function pieces(text: string): string[] {
  return text.match(/[\s\S]{1,7}/g) ?? [];
}

/** A local HTTP server speaking the OpenAI chat-completions protocol, on a free port. */
export async function startFakeModel(): Promise<FakeModel> {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (data: Buffer) => (raw += data.toString()));
    request.on('end', () => void respond(request, response, raw));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const state: FakeModel = {
    url: '',
    requests: [],
    streams: [],
    behaviour: { kind: 'answer', text: 'Antwoord van het model.' },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  async function respond(request: http.IncomingMessage, response: http.ServerResponse, raw: string): Promise<void> {
    const body = JSON.parse(raw || '{}') as RecordedRequest['body'];
    state.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    const behaviour = state.behaviour;
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (behaviour.kind === 'error') return json(behaviour.status, { error: { message: 'upstream broke' } });
    if (behaviour.kind === 'stall') await new Promise((resolve) => setTimeout(resolve, behaviour.ms));
    if (response.destroyed) return;
    if (behaviour.kind === 'json' || (!body.stream && behaviour.kind === 'answer')) return json(200, completion(behaviour.text));
    if (behaviour.kind === 'stall') return json(200, completion('te laat'));

    const record = { written: 0, closedByClient: false };
    state.streams.push(record);
    response.on('close', () => {
      if (!response.writableFinished) record.closedByClient = true;
    });
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    const write = (text: string) => {
      if (response.destroyed) return false;
      record.written += 1;
      response.write(text);
      return true;
    };
    if (behaviour.kind === 'malformed') {
      write(chunk('Begin '));
      write('data: {"choices": [ {"delta": \n\n');
      return void response.end();
    }
    if (behaviour.kind === 'stallMidStream') {
      for (const piece of pieces(behaviour.text)) write(chunk(piece));
      return; // never ends: the connection stays open, silent
    }
    if (behaviour.kind === 'slow') {
      for (let index = 0; index < behaviour.chunks; index += 1) {
        if (!write(chunk(`deel ${index + 1}. `))) return;
        await new Promise((resolve) => setTimeout(resolve, behaviour.everyMs));
      }
    } else {
      for (const piece of pieces(behaviour.text)) write(chunk(piece));
    }
    write('data: [DONE]\n\n');
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
