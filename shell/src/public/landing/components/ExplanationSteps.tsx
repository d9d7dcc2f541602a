import { mediaUrl, messages, type UitlegStap } from '@doorloopjes/shared';

/** The explanation steps of the landing page entity: icon, title and description each. */
export function ExplanationSteps({ steps }: { steps: UitlegStap[] }) {
  if (steps.length === 0) return null;
  return (
    <section className="sh-explanation" aria-labelledby="sh-explanation-title">
      <h2 id="sh-explanation-title">{messages.auth.explanationTitle}</h2>
      <ol className="sh-explanation-steps">
        {steps.map((step, index) => {
          const icon = mediaUrl(step.icon?.url);
          return (
            <li key={step.id ?? index} className="sh-explanation-step">
              {icon && <img className="sh-explanation-icon" src={icon} alt="" width={56} height={56} />}
              <h3>{step.title}</h3>
              {step.description && <p>{step.description}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
