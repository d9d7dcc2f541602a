import { messages, type Step } from '@doorloopjes/shared';
import { ContentImage } from '../../common/components/ContentImage';

/** Numbered explainer steps: image, title and a plain-text description. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="ct-steps" aria-label={messages.content.steps}>
      {steps.map((step) => (
        <li key={step.id} className="ct-step">
          <ContentImage image={step.image} className="ct-step-image" alt="" />
          <h2 className="ct-step-title">{step.title}</h2>
          {step.description && <p>{step.description}</p>}
        </li>
      ))}
    </ol>
  );
}
