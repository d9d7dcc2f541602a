import { z } from 'zod';
import { keepOnlyExistingLinks } from '../answer/links.js';
import type { OpenAiSettings } from '../config.js';
import { buildMessages } from './prompt.js';
import { ProviderError, type AnswerProvider, type AnswerRequest } from './types.js';

const completionSchema = z.looseObject({
  choices: z
    .array(z.looseObject({ message: z.looseObject({ content: z.string().nullish() }) }))
    .min(1),
});

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure-style gateways, Ollama,
 * vLLM...). AI_BASE_URL is the API root, e.g. https://api.openai.com/v1.
 */
export class OpenAiProvider implements AnswerProvider {
  readonly name = 'openai-compatible';
  readonly usesHistory = true;

  constructor(private readonly settings: OpenAiSettings) {}

  async answer(request: AnswerRequest): Promise<string> {
    const body = {
      model: this.settings.model,
      messages: buildMessages(request),
      temperature: 0.3,
      stream: false,
    };
    const response = await this.post(body);
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new ProviderError('unavailable', `model answered ${response.status}: ${detail.slice(0, 200)}`);
    }
    const parsed = completionSchema.safeParse(await this.readJson(response));
    const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
    if (!content) throw new ProviderError('unavailable', 'model sent no answer text');
    // The prompt asks for known links only; this makes sure of it.
    return keepOnlyExistingLinks(content, request.index);
  }

  /** The timeout also covers reading the body: a model that stalls mid-answer is a timeout too. */
  private async readJson(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      if (isAbort(error)) throw this.timeoutError();
      return undefined;
    }
  }

  private timeoutError(): ProviderError {
    return new ProviderError('timeout', `model did not answer within ${this.settings.timeoutMs} ms`);
  }

  private async post(body: unknown): Promise<Response> {
    try {
      return await fetch(`${this.settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${this.settings.apiKey}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      if (isAbort(error)) throw this.timeoutError();
      throw new ProviderError('unavailable', `model unreachable: ${(error as Error).message}`);
    }
  }
}

function isAbort(error: unknown): boolean {
  const name = (error as Error | undefined)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}
