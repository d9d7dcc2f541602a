import { messages } from '@doorloopjes/shared';
import { useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';

interface Props {
  intro: string;
  submitLabel: string;
  email: string;
  onEmailChange: (email: string) => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  send: (email: string) => Promise<void>;
  success: ReactNode;
  failure: ReactNode;
  onBack: () => void;
}

/** One e-mail field that asks the content service to send a mail (reset link or confirmation). */
export function EmailRequestForm({ intro, submitLabel, email, onEmailChange, firstFieldRef, send, success, failure, onBack }: Props) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState('busy');
    try {
      await send(email.trim());
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <form className="sh-form" onSubmit={onSubmit} aria-busy={state === 'busy'}>
      <p>{intro}</p>
      <label htmlFor={`${id}-email`}>{messages.auth.email}</label>
      <input
        ref={firstFieldRef}
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      {state === 'sent' && (
        <div className="sh-form-success" role="status">
          {success}
        </div>
      )}
      {state === 'failed' && (
        <div className="sh-form-error" role="alert">
          {failure}
        </div>
      )}
      <button type="submit" className="button sh-form-submit" disabled={state === 'busy'}>
        {state === 'busy' ? messages.auth.busy : submitLabel}
      </button>
      <div className="sh-form-links">
        <button type="button" className="sh-link-button" onClick={onBack}>
          {messages.auth.backToLogin}
        </button>
      </div>
    </form>
  );
}
