import { dispatchAppEvent } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';

const ACTIONS = [
  { label: messages.doorloopjes.actionLessonPlan, prompt: messages.doorloopjes.promptLessonPlan },
  { label: messages.doorloopjes.actionQuestion, prompt: messages.doorloopjes.promptQuestion },
  { label: messages.doorloopjes.actionSummary, prompt: messages.doorloopjes.promptSummary },
] as const;

/**
 * 'Acties & AI Follow-Ups': each action opens the assistant with a prompt about this guide. The
 * assistant is another remote; it listens to the shared window event, so nothing is imported.
 */
export function AiActionsCard({ title }: { title: string }) {
  return (
    <section className="dj-card-panel dj-actions" aria-labelledby="dj-actions-title">
      <h2 id="dj-actions-title">{messages.doorloopjes.actionsTitle}</h2>
      <ul>
        {ACTIONS.map((action) => (
          <li key={action.label}>
            <button type="button" className="dj-action" onClick={() => dispatchAppEvent('ai-open-and-prompt', { text: action.prompt(title) })}>
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
