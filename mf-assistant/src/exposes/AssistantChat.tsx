import type { AssistantChatProps } from '@doorloopjes/shared';

/** Dashboard chat (built out in its own issue). */
export default function AssistantChat({ suggestions = [] }: AssistantChatProps) {
  return (
    <section aria-label="AI-assistent">
      <h2>AI-assistent</h2>
      <ul>
        {suggestions.slice(0, 2).map((suggestion) => (
          <li key={suggestion.label}>{suggestion.label}</li>
        ))}
      </ul>
    </section>
  );
}
