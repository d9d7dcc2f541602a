import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod';
import { StreamingLinkGuard } from '../answer/linkGuard.js';
import type { OpenAiSettings } from '../config.js';
import { buildMessages } from './prompt.js';
import { ProviderError, type AnswerProvider, type AnswerRequest } from './types.js';

const chunkSchema = z.looseObject({
  choices: z.array(z.looseObject({ delta: z.looseObject({ content: z.string().nullish() }).nullish() })),
});

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure-style gateways, Ollama,
 * vLLM...), streamed (`stream: true`). AI_BASE_URL is the API root, e.g. https://api.openai.com/v1.
 * The timeout is the longest the model may stay silent: before its first token and between two.
 */
export class OpenAiProvider implements AnswerProvider {
  readonly name = 'openai-compatible';
  readonly usesHistory = true;

  constructor(private readonly settings: OpenAiSettings) {}

  async *stream(request: AnswerRequest, signal: AbortSignal): AsyncIterable<string> {
    const silence = new SilenceTimer(this.settings.timeoutMs);
    const abort = AbortSignal.any([signal, silence.signal]);
    const guard = new StreamingLinkGuard(request.index);
    try {
      const response = await this.post(request, abort);
      if (!response.ok || !response.body) {
        const detail = await response.text().catch(() => '');
        throw new ProviderError('unavailable', `model answered ${response.status}: ${detail.slice(0, 200)}`);
      }
      let wroteSomething = false;
      // A server without streaming answers with one JSON completion instead: accept that too.
      const source = isJson(response) ? wholeAnswer(response) : contentPieces(response.body, silence);
      for await (const piece of source) {
        // The prompt asks for known links only; the guard makes sure of it, piece by piece.
        const safe = guard.push(piece);
        if (safe) {
          wroteSomething = true;
          yield safe;
        }
      }
      const rest = guard.flush();
      if (rest) yield rest;
      if (!wroteSomething && !rest.trim()) throw new ProviderError('unavailable', 'model sent no answer text');
    } catch (error) {
      if (signal.aborted) return;
      if (silence.signal.aborted) throw new ProviderError('timeout', `model was silent for ${this.settings.timeoutMs} ms`);
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('unavailable', `model stream failed: ${(error as Error).message}`);
    } finally {
      silence.stop();
    }
  }

  private post(request: AnswerRequest, signal: AbortSignal): Promise<Response> {
    return fetch(`${this.settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        Authorization: `Bearer ${this.settings.apiKey}`,
      },
      body: JSON.stringify({ model: this.settings.model, messages: buildMessages(request), temperature: 0.3, stream: true }),
      signal,
    });
  }
}

const completionSchema = z.looseObject({
  choices: z.array(z.looseObject({ message: z.looseObject({ content: z.string().nullish() }) })).min(1),
});

function isJson(response: Response): boolean {
  return /\bapplication\/json\b/i.test(response.headers.get('content-type') ?? '');
}

async function* wholeAnswer(response: Response): AsyncIterable<string> {
  const parsed = completionSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ProviderError('unavailable', 'model sent an unreadable completion');
  yield parsed.data.choices[0]?.message.content ?? '';
}

/** The text pieces of a chat-completions event stream; a malformed chunk fails the answer. */
async function* contentPieces(body: ReadableStream<Uint8Array>, silence: SilenceTimer): AsyncIterable<string> {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const decoder = new TextDecoder();
  for await (const bytes of body) {
    silence.reset();
    parser.feed(decoder.decode(bytes, { stream: true }));
    for (const event of events.splice(0)) {
      if (event.data.trim() === '[DONE]') return;
      yield pieceOf(event.data);
    }
  }
}

function pieceOf(data: string): string {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ProviderError('unavailable', `model sent a malformed chunk: ${data.slice(0, 100)}`);
  }
  const chunk = chunkSchema.safeParse(json);
  if (!chunk.success) throw new ProviderError('unavailable', 'model sent a chunk without choices');
  return chunk.data.choices[0]?.delta?.content ?? '';
}

/** Aborts when no byte arrived for `ms`; reset on every chunk. */
class SilenceTimer {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout;

  constructor(private readonly ms: number) {
    this.timer = this.arm();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  reset(): void {
    clearTimeout(this.timer);
    this.timer = this.arm();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private arm(): NodeJS.Timeout {
    return setTimeout(() => this.controller.abort(), this.ms);
  }
}
