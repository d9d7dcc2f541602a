import { messages, Picture, type Step } from '@doorloopjes/shared';

/**
 * The guide's steps (up to 5), numbered, each with image, title and description. A guide
 * published without steps says so in the product's own words instead of showing nothing.
 */
export function StepCards({ steps }: { steps: Step[] | null | undefined }) {
  if (!steps || steps.length === 0) return <p className="dl-empty">{messages.auth.noContent}</p>;
  return (
    <section className="dj-steps" aria-labelledby="dj-steps-title">
      <h2 id="dj-steps-title" className="dl-visually-hidden">
        {messages.doorloopjes.stepsTitle}
      </h2>
      <ol className="dj-step-list">
        {steps.map((step, index) => {
          return (
            <li key={step.id} className="dj-step">
              <span className="dj-step-number" aria-hidden="true">
                {index + 1}
              </span>
              {/* A column of at most 200 px beside the text; the text's width on narrow screens. */}
              <Picture image={step.image} preferred="small" className="dj-step-image" sizes="(max-width: 768px) calc(100vw - 100px), 200px" alt={step.image?.alternativeText ?? ''} loading="lazy" decoding="async" />
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
