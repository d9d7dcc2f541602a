import { mediaUrl, messages, type Step } from '@doorloopjes/shared';

/** The guide's steps (up to 5), numbered, each with image, title and description. */
export function StepCards({ steps }: { steps: Step[] | null | undefined }) {
  if (!steps || steps.length === 0) return null;
  return (
    <section className="dj-steps" aria-labelledby="dj-steps-title">
      <h2 id="dj-steps-title" className="dl-visually-hidden">
        {messages.doorloopjes.stepsTitle}
      </h2>
      <ol className="dj-step-list">
        {steps.map((step, index) => {
          const image = mediaUrl(step.image?.formats?.medium?.url ?? step.image?.url);
          return (
            <li key={step.id} className="dj-step">
              <span className="dj-step-number" aria-hidden="true">
                {index + 1}
              </span>
              {image && <img className="dj-step-image" src={image} alt={step.image?.alternativeText ?? ''} loading="lazy" />}
              <div>
                <h3 className="dj-step-title">
                  <span className="dl-visually-hidden">{messages.doorloopjes.stepNumber(index + 1)}: </span>
                  {step.title}
                </h3>
                {step.description && <p className="dj-step-description">{step.description}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
