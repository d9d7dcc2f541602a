import { messages } from '@doorloopjes/shared';

/** 'Maak nu een account aan...' with the way to do it. */
export function CallToAction({ onRegister }: { onRegister: () => void }) {
  return (
    <section className="sh-cta" aria-labelledby="sh-cta-title">
      <h2 id="sh-cta-title">{messages.auth.callToAction}</h2>
      <button type="button" className="button" onClick={onRegister}>
        {messages.auth.register}
      </button>
    </section>
  );
}
