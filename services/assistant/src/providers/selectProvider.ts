import type { Config } from '../config.js';
import { NoModelProvider } from './no-model/noModelProvider.js';
import { OpenAiProvider } from './openAiProvider.js';
import type { AnswerProvider } from './types.js';

/** The model when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set; otherwise the no-model responder. */
export function selectProvider(config: Pick<Config, 'openAi' | 'noModelPaceMs'>): AnswerProvider {
  return config.openAi ? new OpenAiProvider(config.openAi) : new NoModelProvider(config.noModelPaceMs);
}
