import { messages, type AiSuggestion, type GlobalSettings } from '@doorloopjes/shared';

/** The dashboard chat shows 2 suggestion cards. */
export const SUGGESTION_COUNT = 2;

/** The first two configured suggestions, topped up with the defaults when fewer are configured. */
export function dashboardSuggestions(settings: GlobalSettings | null): AiSuggestion[] {
  const configured = (settings?.ai_suggestions ?? []).filter((suggestion) => suggestion.label?.trim() && suggestion.prompt?.trim());
  const defaults = messages.assistant.defaultSuggestions.map((suggestion) => ({ ...suggestion }));
  return [...configured, ...defaults].slice(0, SUGGESTION_COUNT);
}
