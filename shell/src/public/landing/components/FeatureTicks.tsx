import { messages } from '@doorloopjes/shared';

const FEATURES = [messages.auth.featureResearch, messages.auth.featureAssistant, messages.auth.featureClassroom];

/** The three promises, each with a tick. */
export function FeatureTicks() {
  return (
    <ul className="sh-feature-ticks" aria-label={messages.auth.featuresLabel}>
      {FEATURES.map((feature) => (
        <li key={feature}>
          <span className="sh-tick" aria-hidden="true">
            ✓
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
