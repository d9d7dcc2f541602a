import type { Config } from '../config.js';
import { OfflineProvider } from './offline/offlineProvider.js';
import { OpenAiProvider } from './openAiProvider.js';
import type { AnswerProvider } from './types.js';

/** The model when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set; otherwise the offline responder. */
export function selectProvider(config: Pick<Config, 'openAi' | 'offlinePaceMs'>): AnswerProvider {
  return config.openAi ? new OpenAiProvider(config.openAi) : new OfflineProvider(config.offlinePaceMs);
}
