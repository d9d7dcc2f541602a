import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the client asked for server-sent events rather than one JSON answer. */
export function wantsEventStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.accept ?? '');
}

/**
 * A server-sent-events response on the raw socket. Fastify hands the socket over (hijack), so
 * the headers set so far (CORS) are copied in by hand. `signal` aborts when the client goes away.
 */
export class EventStream {
  private readonly controller = new AbortController();
  private corked = false;

  constructor(private readonly reply: FastifyReply) {
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Proxies such as nginx would otherwise buffer the whole answer.
      'X-Accel-Buffering': 'no',
    });
    reply.raw.flushHeaders();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) this.controller.abort();
    });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  send(event: 'delta' | 'done' | 'error', data: Record<string, unknown>): void {
    if (this.controller.signal.aborted) return;
    // Events written in one burst (an no-model answer) leave in one packet; events that arrive
    // over time (a model's pieces) still leave as soon as they arrive.
    if (!this.corked) {
      this.corked = true;
      this.reply.raw.cork();
      setImmediate(() => {
        this.corked = false;
        this.reply.raw.uncork();
      });
    }
    this.reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    if (!this.reply.raw.writableEnded) this.reply.raw.end();
  }
}
