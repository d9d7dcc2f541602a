import { messages, type AiSuggestion } from '@doorloopjes/shared';
import { sendPrompt } from '../../chat/model/sendPrompt';

/** Two cards; the defaults when global settings configure none. */
export const SUGGESTION_COUNT = 2;

export function pickSuggestions(configured: AiSuggestion[] | null | undefined): AiSuggestion[] {
  const usable = (configured ?? []).filter((suggestion) => suggestion.label?.trim() && suggestion.prompt?.trim());
  return (usable.length > 0 ? usable : messages.assistant.defaultSuggestions).slice(0, SUGGESTION_COUNT);
}

export function SuggestionCards({ suggestions }: { suggestions: AiSuggestion[] }) {
  return (
    <ul className="ai-suggestions" aria-label={messages.assistant.suggestionsLabel}>
      {suggestions.map((suggestion) => (
        <li key={suggestion.label}>
          <button type="button" className="ai-suggestion" onClick={() => sendPrompt(suggestion.prompt)}>
            <span className="ai-suggestion-label">{suggestion.label}</span>
            <span className="ai-suggestion-prompt">{suggestion.prompt}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
